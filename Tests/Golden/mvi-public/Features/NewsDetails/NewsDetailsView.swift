import SwiftUI

public struct NewsDetailsView: View {
    // MARK: - Properties

    @ObservedObject private var intent: NewsDetailsIntent

    // MARK: - Lifecycle

    init(intent: NewsDetailsIntent) {
        self.intent = intent
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(input: NewsDetails.Input, output: NewsDetails.Output? = nil) -> some View {
        let intent = NewsDetailsIntent(input: input, output: output)
        return NewsDetailsView(intent: intent)
    }

    // MARK: - Body

    public var body: some View {
        ZStack {
            Text("NewsDetails")
        }
        .overlay(NewsDetailsRouter(screen: intent.model.routerSubject))
        .onAppear { intent.onAppear() }
    }
}
