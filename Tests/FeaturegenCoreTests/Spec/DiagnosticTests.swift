import Testing

@testable import FeaturegenCore

/// One row per error the loader and the validator can raise: the spec text, and the first
/// line of what the user reads (`Test.yaml:line:col: error: message`). The rows for routes,
/// alerts and the router are `routeCases`, in DiagnosticTests+Routes.swift.
struct DiagnosticCase: CustomTestStringConvertible, Sendable {
    var name: String
    var spec: String
    var expected: String
    var testDescription: String { name }
}

let loaderCases: [DiagnosticCase] = [
    .init(
        name: "syntax error", spec: "feature: A\nstate:\n  x: [Int\n",
        expected: "Test.yaml:4:1: error: YAML syntax error: did not find expected ',' or ']'"),
    .init(
        name: "tab in indentation", spec: "feature: A\nstate:\n\tx: Int\n",
        expected: "Test.yaml:3:1: error: tab character in indentation; YAML indents with spaces only"),
    .init(name: "empty file", spec: "", expected: "Test.yaml:1:1: error: the spec is empty"),
    .init(name: "comments only", spec: "# nothing yet\n", expected: "Test.yaml:2:1: error: the spec is empty"),
    .init(
        name: "duplicate key", spec: "feature: A\nstate:\n  x: Int\n  x: String\n",
        expected: "Test.yaml:4:3: error: duplicate key 'x'"),
    .init(
        name: "anchor", spec: "feature: A\nstate: &s\n  x: Int\n",
        expected: "Test.yaml:2:8: error: anchors (&name) are not supported in specs"),
    .init(
        name: "alias", spec: "feature: A\nstate:\n  x: Int\nactions: *s\n",
        expected: "Test.yaml:4:10: error: aliases (*name) are not supported in specs"),
    .init(
        name: "second document", spec: "feature: A\n---\nfeature: B\n",
        expected: "Test.yaml:2:1: error: a spec holds one YAML document; found a second one"),
    .init(
        name: "merge key", spec: "feature: A\nstate:\n  <<: {x: Int}\n",
        expected: "Test.yaml:3:3: error: merge keys ('<<') are not supported in specs"),
    .init(
        name: "explicit tag", spec: "feature: !!str A\n",
        expected: "Test.yaml:1:10: error: explicit tags ('tag:yaml.org,2002:str') are not supported in specs"),
    .init(
        name: "nested too deep", spec: "feature: A\nstate: " + String(repeating: "[", count: 100) + "\n",
        expected: "Test.yaml:2:39: error: the spec is nested more than 32 levels deep"),
    .init(name: "invalid UTF-8", spec: "feature: A\nstate:\n  x: \u{FFFD}\n", expected: ""),
    .init(name: "NUL byte", spec: "feature: A\u{0}\n", expected: "Test.yaml:1:11: error: the file contains a NUL character"),
    .init(name: "complex key", spec: "? [a, b]\n: c\n", expected: "Test.yaml:1:3: error: a mapping key must be a plain name, not a list"),
]

let specCases: [DiagnosticCase] = [
    .init(name: "not a mapping", spec: "- feature\n", expected: "Test.yaml:1:1: error: expected a mapping for the spec, found a list"),
    .init(name: "no feature", spec: "state:\n  x: Int\n", expected: "Test.yaml:1:1: error: the spec has no 'feature' key"),
    .init(
        name: "feature not a scalar", spec: "feature: [A]\n",
        expected: "Test.yaml:1:10: error: expected a value for 'feature', found a list"),
    .init(
        name: "lowercase feature", spec: "feature: productCard\n",
        expected: "Test.yaml:1:10: error: feature name 'productCard' must start with an uppercase letter: it names a Swift type"),
    .init(
        name: "keyword as type name", spec: "feature: Any\n",
        expected: "Test.yaml:1:10: error: 'Any' is a Swift keyword and cannot name a type"),
    .init(
        name: "shadowed type", spec: "feature: Result\n",
        expected: "Test.yaml:1:10: error: feature name 'Result' would shadow a standard, SwiftUI or runtime type"),
    .init(name: "unknown key", spec: "feature: A\nacions: [a]\n", expected: "Test.yaml:2:1: error: unknown key 'acions' in the spec"),
    .init(
        name: "list expected", spec: "feature: A\nactions: viewDidLoad\n",
        expected: "Test.yaml:2:10: error: expected a list for 'actions', found a scalar"),
    .init(
        name: "mapping expected", spec: "feature: A\nstate: x\n",
        expected: "Test.yaml:2:8: error: expected a mapping for 'state', found a scalar"),
    .init(
        name: "invalid name", spec: "feature: A\nactions:\n  - view-did-load\n",
        expected: "Test.yaml:3:5: error: 'view-did-load' is not a valid name for an action"),
    .init(
        name: "underscore name", spec: "feature: A\nstate:\n  user_name: String\n",
        expected: "Test.yaml:3:3: error: 'user_name' is not a valid name for a state field"),
    .init(
        name: "metatype member", spec: "feature: A\nactions:\n  - Type\n",
        expected: "Test.yaml:3:5: error: 'Type' cannot name an action, even in backticks: Swift reads '.Type' as a metatype"),
    .init(
        name: "names differing in case", spec: "feature: A\nstate:\n  userName: String\n  username: String\n",
        expected: "Test.yaml:4:3: error: state member 'username' collides with 'userName'"),
    .init(name: "duplicate action", spec: "feature: A\nactions: [a, b, a]\n", expected: "Test.yaml:2:17: error: duplicate action 'a'"),
    .init(
        name: "action with two keys", spec: "feature: A\nactions:\n  - a: Int\n    b: Int\n",
        expected: "Test.yaml:3:5: error: expected one case in each item of 'actions', found 2 keys"),
    .init(
        name: "type expected", spec: "feature: A\nstate:\n  x: { type: [a, b] }\n",
        expected: "Test.yaml:3:14: error: expected a Swift type for 'x', found a list"),
    .init(
        name: "boolean for a type", spec: "feature: A\nstate:\n  x: true\n",
        expected: "Test.yaml:3:6: error: expected a Swift type for 'x', found a boolean ('true')"),
    .init(
        name: "number for a type", spec: "feature: A\noutput:\n  done: -1.5e3\n",
        expected: "Test.yaml:3:9: error: expected a Swift type for output 'done', found a number ('-1.5e3')"),
    .init(
        name: "unbalanced type", spec: "feature: A\nstate:\n  x: \"[Int\"\n",
        expected: "Test.yaml:3:6: error: '[Int' is not a valid Swift type for 'x'"),
    .init(
        name: "state field without type", spec: "feature: A\nstate:\n  x: { initial: 1 }\n",
        expected: "Test.yaml:3:6: error: state field 'x' has no 'type'"),
    .init(
        name: "no initial value", spec: "feature: A\nstate:\n  mode: Mode\ntypes:\n  Mode: [a, b]\n",
        expected: "Test.yaml:3:3: error: state field 'mode' of type 'Mode' needs an initial value"),
    .init(
        name: "unknown input", spec: "feature: A\nstate:\n  x: { type: String, input: y }\n",
        expected: "Test.yaml:3:3: error: state field 'x' starts from input 'y', which 'input' does not declare"),
    .init(
        name: "reserved state member", spec: "feature: A\nstate:\n  update: Int\n",
        expected: "Test.yaml:3:3: error: 'update' is a name the state already uses"),
    .init(
        name: "reserved view model member", spec: "feature: A\nactions: [handle]\n",
        expected: "Test.yaml:2:11: error: 'handle' is a name the view model already uses"),
    .init(
        name: "action clashes with subview case", spec: "feature: A\nactions: [onHeaderAction]\nsubviews:\n  Header:\n    actions: [tap]\n",
        expected: "Test.yaml:4:3: error: duplicate action 'onHeaderAction'"),
    .init(
        name: "subview without parent field", spec: "feature: A\nsubviews:\n  Header:\n    state:\n      title: String\n",
        expected: "Test.yaml:5:7: error: field 'title' of 'Header' has no state field 'title' to come from"),
    .init(
        name: "boolean not true or false", spec: "feature: A\nsubviews:\n  Header:\n    binding: yes\n",
        expected: "Test.yaml:4:14: error: 'binding' must be true or false, found 'yes'"),
    .init(
        name: "writable without binding",
        spec: "feature: A\nstate:\n  x: Int\nsubviews:\n  H:\n    state:\n      x: { type: Int, writable: true }\n",
        expected: "Test.yaml:7:7: error: field 'x' of 'H' is writable, but the subview is not a binding"),
    .init(
        name: "writable expression",
        spec: "feature: A\nsubviews:\n  H:\n    binding: true\n    state:\n      x: { type: Int, value: \"1\", writable: true }\n",
        expected: "Test.yaml:6:7: error: field 'x' of 'H' is writable but comes from an expression"),
    .init(
        name: "expression without type", spec: "feature: A\nsubviews:\n  H:\n    state:\n      x: { value: \"1\" }\n",
        expected: "Test.yaml:5:7: error: field 'x' of 'H' needs a 'type'"),
    .init(
        name: "from and value",
        spec: "feature: A\nstate:\n  y: Int\nsubviews:\n  H:\n    state:\n      x: { type: Int, from: y, value: \"1\" }\n",
        expected: "Test.yaml:7:7: error: field 'x' of 'H' has both 'from' and 'value'; keep one"),
    .init(
        name: "subview named like a generated type", spec: "feature: A\nsubviews:\n  AView:\n",
        expected: "Test.yaml:3:3: error: subview name 'AView' is the name of a type featuregen generates for 'A'"),
    .init(
        name: "subview shadowing a SwiftUI view", spec: "feature: A\nsubviews:\n  VStack:\n",
        expected: "Test.yaml:3:3: error: subview name 'VStack' would shadow a standard, SwiftUI or runtime type"),
    .init(
        name: "subview named like a view member", spec: "feature: A\nsubviews:\n  Body:\n",
        expected: "Test.yaml:3:3: error: subview 'Body' would be the view's property 'body', a name the view already uses"),
    .init(
        name: "whole subview with state", spec: "feature: A\nsubviews:\n  Items:\n    whole: true\n    actions: [tap]\n",
        expected: "Test.yaml:5:5: error: subview 'Items' gets the whole state and reducer; it takes no 'actions'"),
    .init(
        name: "subview named like a type", spec: "feature: A\ntypes:\n  Header: [a]\nsubviews:\n  Header:\n",
        expected: "Test.yaml:5:3: error: subview 'Header' has the name of a type of this spec"),
    .init(
        name: "let and derived", spec: "feature: A\nstate:\n  x: { type: Int, derived: \"1\", let: true }\n",
        expected: "Test.yaml:3:33: error: state field 'x' is derived: it is computed, so it cannot be a 'let'"),
    .init(
        name: "derived type field without a type", spec: "feature: A\ntypes:\n  P:\n    isEmpty: { derived: \"true\" }\n",
        expected: "Test.yaml:4:5: error: field 'isEmpty' of 'P' needs a 'type'"),
    .init(
        name: "empty derived type field", spec: "feature: A\ntypes:\n  P:\n    isEmpty: { type: Bool, derived: \"\" }\n",
        expected: "Test.yaml:4:37: error: field 'isEmpty' of 'P' has an empty 'derived' expression"),
    .init(
        name: "misspelled key of a type field", spec: "feature: A\ntypes:\n  P:\n    isEmpty: { type: Bool, derivd: \"x\" }\n",
        expected: "Test.yaml:4:28: error: unknown key 'derivd' in field 'isEmpty' of 'P'"),
    .init(
        name: "preview of no field", spec: "feature: A\nstate:\n  count: Int\npreviews:\n  full: { cuont: \"1\" }\n",
        expected: "Test.yaml:5:11: error: preview 'full' sets 'cuont', which is no state field"),
    .init(
        name: "preview of a derived field",
        spec:
            "feature: A\nstate:\n  count: Int\n  isEmpty: { type: Bool, derived: \"count == 0\" }\npreviews:\n  full: { isEmpty: \"false\" }\n",
        expected: "Test.yaml:6:11: error: preview 'full' sets 'isEmpty', which is derived: it is computed from the others"),
    .init(
        name: "preview value not an expression", spec: "feature: A\nstate:\n  items: \"[Int]\"\npreviews:\n  full: { items: [] }\n",
        expected: "Test.yaml:5:18: error: expected a Swift expression for 'items' in preview 'full', found a list"),
    .init(
        name: "preview missing an input value",
        spec: "feature: A\narchitecture: vsurf\ninput:\n  post: URL\nstate:\n  post: { type: URL, input: post }\npreviews:\n  full:\n",
        expected:
            "Test.yaml:8:3: error: preview 'full' needs a value for 'post': it starts from input 'post', whose type 'URL' has no natural value"
    ),
    .init(
        name: "duplicate preview", spec: "feature: A\nstate:\n  count: Int\npreviews:\n  full:\n  Full:\n",
        expected: "Test.yaml:6:3: error: preview 'Full' collides with 'full'"),
    .init(
        name: "forEach action clash",
        spec: "feature: A\nstate:\n  rows: { type: \"IdentifiedArrayOf<Row.State>\", forEach: Row }\nactions: [rows]\n",
        expected:
            "Test.yaml:3:3: error: state field 'rows' runs a feature for each element, whose actions arrive in a case 'rows'; an action has that name"
    ),
    .init(
        name: "bad parameter list", spec: "feature: A\noutput:\n  done: \"(a: Int,, b: Int)\"\n",
        expected: "Test.yaml:3:9: error: '(a: Int,, b: Int)' is not a valid parameter list for output 'done'"),
    .init(
        name: "duplicate parameter", spec: "feature: A\nactions:\n  - select: { index: Int, Index: Int }\n",
        expected: "Test.yaml:3:5: error: parameter of 'select' 'Index' collides with 'index'"),
    .init(
        name: "duplicate enum case", spec: "feature: A\ntypes:\n  Mode: [a, b, a]\n",
        expected: "Test.yaml:3:16: error: duplicate case of 'Mode' 'a'"),
    .init(
        name: "fields of wrong shape", spec: "feature: A\ntypes:\n  Item: { fields: [a] }\n",
        expected: "Test.yaml:3:19: error: expected a mapping for the fields of 'Item', found a list"),
    .init(
        name: "preview of no input field", spec: "feature: A\ninput:\n  image: UIImage\npreview:\n  imgae: UIImage()\n",
        expected: "Test.yaml:5:3: error: 'preview' gives a value to 'imgae', which is not an input field"),
    .init(
        name: "preview value not a scalar", spec: "feature: A\ninput:\n  ids: \"[Int]\"\npreview:\n  ids: [1, 2]\n",
        expected: "Test.yaml:5:8: error: expected a value for the preview value of 'ids', found a list"),
    .init(
        name: "preview not a mapping", spec: "feature: A\npreview: [a]\n",
        expected: "Test.yaml:2:10: error: expected a mapping for 'preview', found a list"),
    .init(
        name: "raw value on a struct", spec: "feature: A\ntypes:\n  Item: { fields: { id: Int }, rawValue: String }\n",
        expected: "Test.yaml:3:32: error: type 'Item' has fields, so it has no raw value"),
    .init(
        name: "raw value of the wrong kind", spec: "feature: A\ntypes:\n  Level: { rawValue: Int, cases: { low: 1, high: top } }\n",
        expected: "Test.yaml:3:44: error: raw value 'top' of case 'high' is not a number, as raw type 'Int' needs"),
    .init(
        name: "raw value twice", spec: "feature: A\ntypes:\n  Filter: { rawValue: String, cases: [all, { every: all }] }\n",
        expected: "Test.yaml:3:46: error: case 'every' of 'Filter' has the raw value 'all' of case 'all'"),
    .init(
        name: "raw value not a scalar", spec: "feature: A\ntypes:\n  Filter: { rawValue: String, cases: [{ all: [x] }] }\n",
        expected: "Test.yaml:3:46: error: expected the raw value of case 'all', found a list"),
    .init(
        name: "CaseIterable with values", spec: "feature: A\ntypes:\n  Mode: { cases: [a, { b: Int }], conforms: [CaseIterable] }\n",
        expected: "Test.yaml:3:24: error: type 'Mode' is CaseIterable, but its case 'b' carries values"),
    .init(
        name: "CaseIterable struct", spec: "feature: A\ntypes:\n  Item: { fields: { id: Int }, conforms: [CaseIterable] }\n",
        expected: "Test.yaml:3:3: error: type 'Item' is a struct, which cannot be CaseIterable"),
    .init(
        name: "top-level framework name", spec: "feature: A\ntypes:\n  Timer: { cases: [a], topLevel: true }\n",
        expected: "Test.yaml:3:24: error: type 'Timer' at the top level would hide the framework type of that name from the whole module"),
    .init(
        name: "top-level generated name", spec: "feature: A\ntypes:\n  AView: { cases: [a], topLevel: true }\n",
        expected: "Test.yaml:3:24: error: type 'AView' at the top level is the name of a type featuregen generates for 'A'"),
    .init(
        name: "topLevel not a boolean", spec: "feature: A\ntypes:\n  Mode: { cases: [a], topLevel: yes }\n",
        expected: "Test.yaml:3:33: error: 'topLevel' must be true or false, found 'yes'"),
    .init(
        name: "input default without type", spec: "feature: A\ninput:\n  focus: { default: .title }\n",
        expected: "Test.yaml:3:3: error: input field 'focus' needs a 'type'"),
    .init(
        name: "unknown input key", spec: "feature: A\ninput:\n  focus: { type: Int, defualt: 1 }\n",
        expected: "Test.yaml:3:23: error: unknown key 'defualt' in input field 'focus'"),
    .init(
        name: "unknown memberwiseInit", spec: "feature: A\nmemberwiseInit: explict\n",
        expected: "Test.yaml:2:17: error: unknown memberwiseInit 'explict'"),
    .init(
        name: "memberwiseInit not a scalar", spec: "feature: A\nmemberwiseInit: [explicit]\n",
        expected: "Test.yaml:2:17: error: expected a value for 'memberwiseInit', found a list"),
    .init(
        name: "shared without input", spec: "feature: A\nstate:\n  s: { type: Int, shared: true }\n",
        expected: "Test.yaml:3:19: error: state field 's' is shared with the feature that opens it, so it starts from the input"),
    .init(
        name: "shared input of the wrong type", spec: "feature: A\ninput:\n  s: Int\nstate:\n  s: { type: Int, input: s, shared: true }\n",
        expected: "Test.yaml:5:29: error: state field 's' is shared, but input 's' is 'Int', not 'Shared<Int>'"),
    .init(
        name: "shared under a key from the input",
        spec: "feature: A\ninput:\n  s: Int\nstate:\n  s: { type: Int, input: s, shared: { appStorage: s } }\n",
        expected: "Test.yaml:5:29: error: state field 's' is shared under a key, so it starts from what is stored there, not from the input"
    ),
    .init(
        name: "unknown shared storage", spec: "feature: A\nstate:\n  s: { type: Int, shared: { appStorag: s } }\n",
        expected: "Test.yaml:3:29: error: unknown key 'appStorag' in 'shared' of 's'"),
    .init(
        name: "shared key not a name", spec: "feature: A\nstate:\n  s: { type: Int, shared: { key: sync-ups } }\n",
        expected: "Test.yaml:3:34: error: 'sync-ups' is not a valid name for a shared key"),
    .init(
        name: "shared key beside two storages",
        spec: "feature: A\nstate:\n  s: { type: Int, shared: { appStorage: s, inMemory: s, key: s } }\n",
        expected: "Test.yaml:3:44: error: state field 's' is shared in 2 places"),
    .init(
        name: "misspelt cancelInFlight", spec: "feature: A\nactions:\n  - start:\n    cancellable: { id: timer, cancelInFlite: true }\n",
        expected: "Test.yaml:4:31: error: unknown key 'cancelInFlite' in 'cancellable' of 'start'"),
    .init(
        name: "cancelInFlight not a boolean", spec: "feature: A\nactions:\n  - start:\n    cancellable: { cancelInFlight: often }\n",
        expected: "Test.yaml:4:36: error: 'cancelInFlight' must be true or false, found 'often'"),
    .init(
        name: "a bound let", spec: "feature: A\nstate:\n  id: { type: Int, let: true, binding: true }\n",
        expected: "Test.yaml:3:31: error: state field 'id' is a 'let': it is set once, so the view cannot write it through a binding"),
    .init(
        name: "a bound derived field", spec: "feature: A\nstate:\n  n: Int\n  twice: { type: Int, derived: \"n * 2\", binding: true }\n",
        expected: "Test.yaml:4:41: error: state field 'twice' is derived: it is computed, so it cannot be bound by the view"),
    .init(
        name: "binding not a boolean", spec: "feature: A\nstate:\n  n: { type: Int, binding: yes please }\n",
        expected: "Test.yaml:3:28: error: 'binding' must be true or false, found 'yes please'"),
    .init(
        name: "focus not optional", spec: "feature: A\nstate:\n  focus: { type: Int, focusState: true }\n",
        expected: "Test.yaml:3:23: error: state field 'focus' is the view's focus, so its type is optional or Bool, not 'Int'"),
    .init(
        name: "cancels an unknown id", spec: "feature: A\nactions:\n  - start:\n    cancellable: timer\n  - stop:\n    cancels: timr\n",
        expected: "Test.yaml:6:5: error: action 'stop' cancels 'timr', which no action runs as cancellable"),
    .init(
        name: "cancels a boolean", spec: "feature: A\nactions:\n  - start:\n    cancellable: timer\n  - stop:\n    cancels: true\n",
        expected: "Test.yaml:6:14: error: expected a cancellation id name, found a boolean ('true')"),
    .init(
        name: "misspelt cancellable", spec: "feature: A\nactions:\n  - start:\n    cancelable: timer\n",
        expected: "Test.yaml:4:5: error: unknown key 'cancelable' in an item of 'actions'"),
    .init(
        name: "not a key path", spec: "feature: A\ndependencies:\n  now: \\.date..now\n",
        expected: "Test.yaml:3:8: error: '\\.date..now' is not a key path for dependency 'now'"),
    .init(
        name: "unknown mvi subview scope", spec: "feature: A\narchitecture: mvi\nsubviewScope: features\nsubviews:\n  ImageView:\n",
        expected: "Test.yaml:3:15: error: unknown value 'features' for 'subviewScope'"),
    .init(
        name: "mvi subview named like a view-named type",
        spec: "feature: A\narchitecture: mvi\nnamedAfter: view\nsubviews:\n  AViewIntent:\n",
        expected: "Test.yaml:5:3: error: subview name 'AViewIntent' is the name of a type featuregen generates for 'A'"),
    .init(
        name: "unknown reducer suffix", spec: "feature: A\narchitecture: statecontainer\nreducerSuffix: Viewmodel\n",
        expected: "Test.yaml:3:16: error: unknown value 'Viewmodel' for 'reducerSuffix'"),
    .init(
        name: "reducer suffix in another architecture", spec: "feature: A\nreducerSuffix: ViewModel\n",
        expected: "Test.yaml:2:1: error: 'reducerSuffix' is not a key of this spec's architecture"),
    .init(
        name: "lowercase constants enum", spec: "feature: A\nconstants: { a: \"1\" }\nconstantsEnum: publicConstant\n",
        expected: "Test.yaml:3:16: error: constants enum name 'publicConstant' must start with an uppercase letter: it names a Swift type"),
    .init(
        name: "constants enum not a name", spec: "feature: A\nconstants: { a: \"1\" }\nconstantsEnum: Public Constant\n",
        expected: "Test.yaml:3:16: error: 'Public Constant' is not a valid name for a constants enum"),
    .init(
        name: "constants enum shadows a standard type", spec: "feature: A\nconstants: { a: \"1\" }\nconstantsEnum: String\n",
        expected: "Test.yaml:3:16: error: constants enum 'String' would shadow a standard, SwiftUI or runtime type in the state"),
    .init(
        name: "constants enum named like a spec type",
        spec: "feature: A\nconstants: { a: \"1\" }\nconstantsEnum: Mode\ntypes:\n  Mode: [a, b]\n",
        expected: "Test.yaml:3:16: error: constants enum 'Mode' collides with the type 'Mode' the state can see"),
    .init(
        name: "subview constants enum named like the subview",
        spec: "feature: A\nsubviews:\n  Header:\n    constants: { a: \"1\" }\n    constantsEnum: Header\n",
        expected: "Test.yaml:5:20: error: constants enum 'Header' collides with the type 'Header' subview 'Header' can see"),
]

@Suite struct DiagnosticTests {
    @Test(arguments: loaderCases + specCases + routeCases)
    func reportsTheSpot(_ row: DiagnosticCase) {
        let output = diagnostics(row.spec)
        let first = output.split(separator: "\n").first.map(String.init) ?? ""
        if row.name == "invalid UTF-8" {
            // Built below from raw bytes; a Swift string literal cannot hold invalid UTF-8.
            return
        }
        #expect(first == row.expected, "full output:\n\(output)")
    }

    @Test func invalidUTF8IsLocatedByLineAndColumn() {
        var bytes = Array("feature: A\nstate:\n  x: ".utf8)
        bytes.append(0xFF)
        do {
            _ = try SpecLoader(fileSystem: MemoryFileSystem()).load(bytes, path: "Test.yaml")
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.description.hasPrefix("Test.yaml:3:6: error: invalid UTF-8 (byte 0xFF at offset 23)"))
        }
    }

    @Test func utf16IsNamed() throws {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("feature: A\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(throws: DiagnosticsError.self) { try SpecLoader(fileSystem: MemoryFileSystem()).load(bytes, path: "Test.yaml") }
        do {
            _ = try SpecLoader(fileSystem: MemoryFileSystem()).load(bytes, path: "Test.yaml")
        } catch {
            #expect(error.description.hasPrefix("Test.yaml:1:1: error: the file is UTF-16; specs are UTF-8"))
        }
    }

    @Test func oversizedSpecIsRefusedBeforeParsing() {
        let text = "feature: A\n# " + String(repeating: "x", count: YAMLLoader.maximumSize) + "\n"
        #expect(diagnostics(text).hasPrefix("Test.yaml:1:1: error: file is"))
    }

    @Test func notesCarryFixes() {
        #expect(diagnostics("feature: A\nacions: [a]\n").contains("Test.yaml:2:1: note: did you mean 'actions'?"))
        #expect(
            diagnostics("feature: A\nrouter:\n  propertys: { a: '1' }\n").contains("Test.yaml:3:3: note: did you mean 'properties'?"))
        #expect(
            diagnostics("feature: A\nrouter:\n  properties:\n    screenName: { value: '1', tpye: Int }\n")
                .contains("Test.yaml:4:31: note: did you mean 'type'?"))
        #expect(diagnostics("feature: A\nmemberwiseInit: explict\n").contains("Test.yaml:2:17: note: did you mean 'explicit'?"))
        #expect(diagnostics("feature: A\nroutr:\n  properties: { a: '1' }\n").contains("Test.yaml:2:1: note: did you mean 'router'?"))
        #expect(
            diagnostics("feature: A\nstate:\n  mode: Mode\ntypes:\n  Mode: [a, b]\n")
                .contains("note: write it as 'mode: { type: Mode, initial: .a }'"))
        #expect(diagnostics("feature: A\nstate:\n  x: Int\n  x: String\n").contains("Test.yaml:3:3: note: 'x' is first set here"))
    }

    @Test func aPresetStartsFromTheInputsPreview() {
        let spec =
            "feature: A\narchitecture: vsurf\ninput:\n  post: URL\nstate:\n  post: { type: URL, input: post }\n"
            + "preview:\n  post: 'URL(string: \"a\")!'\npreviews:\n  full:\n"
        #expect(!diagnostics(spec).contains("error"), "\(diagnostics(spec))")
    }

    @Test func everyErrorOfAFileIsReportedInFileOrder() {
        let output = diagnostics("feature: A\nacions: [a]\nstate:\n  x: Mode\nsubviews:\n  H:\n    binding: maybe\n")
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 3, "\(output)")
        #expect(errors.map { $0.split(separator: ":")[1] } == ["2", "4", "7"])
    }

    @Test func keywordNamesAreEscaped() throws {
        let spec = try loadSpec("feature: A\nactions:\n  - default\n  - in: { for: Int }\n")
        let context = ContextBuilder(observation: .combine, access: .internal).context(for: spec)
        #expect(context.actions.map(\.declaration) == ["`default`", "`in`(for: Int)"])
        #expect(context.actions[1].pattern == "let .`in`(`for`)")
        #expect(context.actions[1].handlerCall == "`in`(for: `for`)")
    }
}
