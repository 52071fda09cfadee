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

/// swift-perception's module, re-exported by TCA: `@Perception.Bindable var store` is the
/// bindable store of a view before iOS 17. Here it is SwiftUI's `Bindable`, which the stand-in's
/// store bindings extend.
public enum Perception {
    public typealias Bindable<Value> = SwiftUI.Bindable<Value>
}
