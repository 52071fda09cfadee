import UIKit

/// A canvas preview of a SwiftUI view, as Xcode's `#Preview` declares it.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// A canvas preview of a view controller.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIViewController) =
    #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// A type whose `previews` Xcode shows in its canvas, as the iOS 17 SDK declares it.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View

    @ViewBuilder @MainActor @preconcurrency
    static var previews: Self.Previews { get }
}
