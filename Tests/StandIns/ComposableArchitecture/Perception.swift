import SwiftUI

/// Perception's observation tracking for views before iOS 17 (TCA re-exports swift-perception):
/// here it shows its content.
public struct WithPerceptionTracking<Content: View>: View {
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    public var body: Content { content() }
}
