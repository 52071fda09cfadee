// Stand-in for DoorDash's PreviewSnapshots (swift-preview-snapshots), declared with the
// library's names and signatures: the named states a view is previewed, and snapshot-tested,
// in. Nothing here renders; tests build the previews and read their names and views.
import SwiftUI

/// The states a view is previewed in, and how the view is built in each.
public struct PreviewSnapshots<State> {
    /// The states, each with the name its preview and snapshot go by.
    public let configurations: [Configuration]
    /// Builds the view in a state.
    public let configure: (State) -> AnyView

    public init<V: View>(configurations: [Configuration], configure: @escaping (State) -> V) {
        self.configurations = configurations
        self.configure = { AnyView(configure($0)) }
    }

    /// A configuration per state, named by the key path (`name: \.rawValue`).
    public init<V: View>(states: [State], name: KeyPath<State, String>, configure: @escaping (State) -> V) {
        self.init(configurations: states.map { Configuration(name: $0[keyPath: name], state: $0) }, configure: configure)
    }

    /// A named state.
    public struct Configuration {
        public let name: String
        public let state: State

        public init(name: String, state: State) {
            self.name = name
            self.state = state
        }
    }

    /// A preview per configuration, as a `PreviewProvider`'s `previews` shows them.
    public var previews: some View {
        ForEach(configurations.map { NamedPreview(name: $0.name, view: configure($0.state)) }) { $0.view }
    }
}

/// One configuration's view with its name (the library names it with `previewDisplayName`).
public struct NamedPreview: Identifiable {
    public let name: String
    public let view: AnyView

    public var id: String { name }
}
