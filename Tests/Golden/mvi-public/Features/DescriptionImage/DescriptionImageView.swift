import SwiftUI
import UIKit

public struct DescriptionImageView: View {
    // MARK: - Properties

    @ObservedObject private var intent: DescriptionImageIntent

    // MARK: - Lifecycle

    init(intent: DescriptionImageIntent) {
        self.intent = intent
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(input: DescriptionImage.Input, output: DescriptionImage.Output? = nil) -> some View {
        let intent = DescriptionImageIntent(input: input, output: output)
        return DescriptionImageView(intent: intent)
    }

    // MARK: - Body

    public var body: some View {
        ZStack {
            Text("DescriptionImage")
        }
        .overlay(DescriptionImageRouter(screen: intent.model.routerSubject))
        .onAppear { intent.onAppear() }
    }
}
