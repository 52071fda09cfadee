public struct EmptyView {
    public init() {}
}

public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }
}

public struct Text: Equatable, Sendable {
    /// What the text shows; SwiftUI keeps this private, tests read it.
    public let content: String

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.key
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }
}

/// Whether a list's rows are being edited (SwiftUI's `EditMode`).
public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active
}

public enum HorizontalAlignment: Equatable, Sendable {
    case leading
    case center
    case trailing
}

public struct VStack<Content: View> {
    public let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

public struct AnyView {
    let view: Any

    public init<V: View>(_ view: V) {
        self.view = view
    }

    public init<V: View>(erasing view: V) {
        self.view = view
    }
}

/// What `onAppear` wraps its view in; SwiftUI's is a ModifiedContent with a private modifier.
public struct _AppearanceActionView<Content: View> {
    public let content: Content
    public let action: (() -> Void)?
}

/// What `onDisappear` wraps its view in: not an appearance, which the runtime tests look for.
public struct _DisappearanceActionView<Content: View> {
    public let content: Content
    public let action: (() -> Void)?
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _AppearanceActionView(content: self, action: action)
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        _DisappearanceActionView(content: self, action: action)
    }
}

/// What `padding` wraps its view in (the users' edits in the regeneration scenarios use it).
public struct _PaddingView<Content: View> {
    public let content: Content
    public let length: CGFloat?
}

extension View {
    public func padding(_ length: CGFloat? = nil) -> some View {
        _PaddingView(content: self, length: length)
    }
}

// Conformances in extensions, as the SDK declares them: the types themselves stay nonisolated.
extension EmptyView: _PrimitiveView {}
extension Text: _PrimitiveView {}
extension VStack: _PrimitiveView {}
extension AnyView: _PrimitiveView {}
extension _AppearanceActionView: _PrimitiveView {}
extension _DisappearanceActionView: _PrimitiveView {}
extension _PaddingView: _PrimitiveView {}

/// A view per element of a collection of identifiable data; `content` builds each one.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    public let data: Data
    public let content: (Data.Element) -> Content

    /// The views of the elements, as SwiftUI would build them now.
    public var views: [Content] { data.map(content) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach: _PrimitiveView {}
