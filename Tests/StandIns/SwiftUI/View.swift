import Combine
// Stand-in for the part of SwiftUI that featuregen's templates use, declared as the iOS 18
// SDK declares it: `View` is main-actor isolated, `body` is built by `ViewBuilder`, primitive
// views have `Body == Never`. Nothing here renders; tests only build views and read them.
@_exported import Foundation
import UIKit

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never { fatalError("Never has no body") }
}

/// A view that SwiftUI draws itself: asking for its body is a programming error, as in SwiftUI.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}
