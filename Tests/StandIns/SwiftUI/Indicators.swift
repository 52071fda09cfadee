/// The views and styles a first body uses: a spinner, and the red of an error's text.
public struct ProgressView {
    public init() {}
}

extension ProgressView: _PrimitiveView {}

/// A color, as SwiftUI's `Color` (a `ShapeStyle`).
public struct Color: Equatable, Sendable, ShapeStyle {
    let name: String
}

/// What fills a shape or colors text (SwiftUI's `ShapeStyle`).
public protocol ShapeStyle: Sendable {}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color(name: "red") }
    public static var secondary: Color { Color(name: "secondary") }
}

/// What `foregroundStyle` wraps its view in.
public struct _ForegroundStyleView<Content: View, Style: ShapeStyle> {
    public let content: Content
    public let style: Style
}

extension _ForegroundStyleView: _PrimitiveView {}

extension View {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        _ForegroundStyleView(content: self, style: style)
    }
}

/// A scrolling list of rows; the stand-in keeps the `ForEach` that builds them.
public struct List<SelectionValue: Hashable, Content: View> {
    public let content: Content
}

extension List {
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }
}

extension List: _PrimitiveView {}

extension ForEach {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}
