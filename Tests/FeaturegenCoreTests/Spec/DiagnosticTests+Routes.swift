import Testing

@testable import FeaturegenCore

/// The rows of `DiagnosticTests.reportsTheSpot` for routes: their presentations and alerts,
/// the router and its properties, and the actions that open a route.
let routeCases: [DiagnosticCase] = [
    .init(
        name: "unknown presentation", spec: "feature: A\nroutes:\n  - x: { module: B, presentation: slide }\n",
        expected: "Test.yaml:3:35: error: unknown presentation 'slide' for route 'x'"),
    .init(
        name: "alert with module", spec: "feature: A\nroutes:\n  - x: { module: B, presentation: alert, input: { title: String } }\n",
        expected: "Test.yaml:3:18: error: an alert route shows no module; remove 'module' or the alert presentation"),
    .init(
        name: "alert without title", spec: "feature: A\nroutes:\n  - x: { presentation: alert }\n",
        expected: "Test.yaml:3:5: error: alert route 'x' needs a title"),
    .init(
        name: "unknown button role",
        spec: "feature: A\nroutes:\n  - x: { alert: { title: T, buttons: [{ title: OK, role: destrutive }] } }\n",
        expected: "Test.yaml:3:58: error: unknown role 'destrutive' for a button of route 'x'"),
    .init(
        name: "unknown alert key", spec: "feature: A\nroutes:\n  - x: { alert: { title: T, titel: U } }\n",
        expected: "Test.yaml:3:29: error: unknown key 'titel' in the alert of route 'x'"),
    .init(
        name: "button without title", spec: "feature: A\nroutes:\n  - x: { alert: { title: T, buttons: [{ role: cancel }] } }\n",
        expected: "Test.yaml:3:39: error: a button of route 'x' needs a 'title'"),
    .init(
        name: "alert pushed", spec: "feature: A\nroutes:\n  - x: { alert: { title: T }, presentation: push }\n",
        expected: "Test.yaml:3:45: error: route 'x' shows an alert ('alert:'), so its presentation can only be 'alert'"),
    .init(
        name: "title twice", spec: "feature: A\nroutes:\n  - x: { input: { title: String }, alert: { title: T } }\n",
        expected: "Test.yaml:3:43: error: alert route 'x' has a title in its input and in its 'alert:'"),
    .init(
        name: "two cancel buttons",
        spec: "feature: A\nroutes:\n  - x: { alert: { title: T, buttons: [{ title: A, role: cancel }, { title: B, role: cancel }] } }\n",
        expected: "Test.yaml:3:67: error: alert route 'x' has more than one cancel button"),
    .init(
        name: "button sends an action with values",
        spec: "feature: A\nactions:\n  - pick: Int\nroutes:\n  - x: { alert: { title: T, buttons: [{ title: B, action: pick }] } }\n",
        expected: "Test.yaml:5:39: error: the button 'B' of alert route 'x' sends 'pick', an action that takes values"),
    .init(
        name: "button action takes a member's name",
        spec: "feature: A\nroutes:\n  - x: { alert: { title: T, buttons: [{ title: B, action: handle }] } }\n",
        expected: "Test.yaml:3:39: error: 'handle' is a name the view model already uses"),
    .init(
        name: "route input without labels", spec: "feature: A\nroutes:\n  - x: { module: B, input: Int }\n",
        expected: "Test.yaml:3:5: error: the input of route 'x' needs a label for each value"),
    .init(
        name: "reserved router member", spec: "feature: A\nroutes: [parentViewController]\n",
        expected: "Test.yaml:2:10: error: 'parentViewController' is a name the router already uses"),
    .init(
        name: "unknown alert style", spec: "feature: A\nroutes:\n  - ask: { alert: { title: Sure?, style: dialog } }\n",
        expected: "Test.yaml:3:42: error: unknown style 'dialog' for the alert of route 'ask'"),
    .init(
        name: "router not a mapping", spec: "feature: A\nrouter: [screenName]\n",
        expected: "Test.yaml:2:9: error: expected a mapping for 'router', found a list"),
    .init(
        name: "unknown router key", spec: "feature: A\nrouter:\n  propertys: { screenName: '\"a\"' }\n",
        expected: "Test.yaml:3:3: error: unknown key 'propertys' in 'router'"),
    .init(
        name: "router properties not a mapping", spec: "feature: A\nrouter:\n  properties: [screenName]\n",
        expected: "Test.yaml:3:15: error: expected a mapping for 'properties', found a list"),
    .init(
        name: "router property without value", spec: "feature: A\nrouter:\n  properties:\n    screenName: { type: String }\n",
        expected: "Test.yaml:4:17: error: property 'screenName' has no 'value'"),
    .init(
        name: "unknown router property key",
        spec: "feature: A\nrouter:\n  properties:\n    screenName: { value: '\"a\"', tpye: String }\n",
        expected: "Test.yaml:4:33: error: unknown key 'tpye' in property 'screenName'"),
    .init(
        name: "router property named as a route", spec: "feature: A\nroutes:\n  - dismiss\nrouter:\n  properties:\n    dismiss: 'true'\n",
        expected: "Test.yaml:6:5: error: router property 'dismiss' has the name of route 'dismiss', a method of the same router"),
    .init(
        name: "router property named as the router's own", spec: "feature: A\nrouter:\n  properties:\n    reducer: '1'\n",
        expected: "Test.yaml:4:5: error: router property 'reducer' is a name the router already declares"),
    .init(
        name: "router property bad name", spec: "feature: A\nrouter:\n  properties:\n    screen-name: '1'\n",
        expected: "Test.yaml:4:5: error: 'screen-name' is not a valid name for a property"),
    .init(
        name: "router property value not a scalar", spec: "feature: A\nrouter:\n  properties:\n    screenName: [a]\n",
        expected: "Test.yaml:4:17: error: expected a value for the value of 'screenName', found a list"),
    .init(
        name: "opens no route", spec: "feature: A\nactions:\n  - close:\n    opens: dismis\nroutes:\n  - dismiss\n",
        expected: "Test.yaml:4:12: error: action 'close' opens 'dismis', which is no route of A"),
    .init(
        name: "opens a route with other values",
        spec: "feature: A\nactions:\n  - edit: Int\n    opens: show\nroutes:\n  - show: { module: B, input: { id: String } }\n",
        expected: "Test.yaml:4:12: error: action 'edit' opens route 'show', which takes (id: String) where the action has (Int)"),
    .init(
        name: "opens beside an effect",
        spec: "feature: A\nactions:\n  - close:\n    opens: dismiss\n    effect: api.save\nroutes:\n  - dismiss\n"
            + "dependencies:\n  api:\n    endpoints:\n      save: \"() async -> Void\"\n",
        expected: "Test.yaml:5:5: error: 'opens' gives action 'close' the route's effect, so it cannot call an endpoint too"),
    .init(
        name: "opens beside cancellable",
        spec: "feature: A\nactions:\n  - close:\n    opens: dismiss\n    cancellable: true\nroutes:\n  - dismiss\n",
        expected: "Test.yaml:5:5: error: 'opens' gives action 'close' the route's effect, so it cannot be cancelled here"),
    .init(
        name: "opens beside cancels",
        spec: "feature: A\nactions:\n  - load:\n    cancellable: true\n  - close:\n"
            + "    opens: dismiss\n    cancels: load\nroutes:\n  - dismiss\n",
        expected: "Test.yaml:7:5: error: 'opens' gives action 'close' the route's effect, so it cannot be cancelled here"),
    .init(
        name: "an action named after its route, cancellable",
        spec: "feature: A\nactions:\n  - dismiss:\n    cancellable: false\nroutes:\n  - dismiss\n",
        expected: "Test.yaml:4:5: error: action 'dismiss' opens a route, so its effect is the route's and cannot be cancelled here"),
    .init(
        name: "opens beside a subview action",
        spec: "feature: A\nsubviews:\n  Bar:\n    actions:\n      - tap:\n        opens: dismiss\nroutes:\n  - dismiss\n",
        expected: "Test.yaml:6:9: error: 'opens' stands beside the feature's actions, not a subview's"),
    .init(
        name: "key path named like a route",
        spec: "feature: A\nactions: [dismiss]\nroutes: [dismiss]\ndependencies:\n  dismiss: \\.dismiss\n",
        expected: "Test.yaml:5:3: error: dependency 'dismiss' has the name of a route, whose code reads it already"),
    .init(
        name: "statecontainer alert with a state of cases",
        spec: "feature: A\narchitecture: statecontainer\nstate: [idle, loading]\nroutes:\n  - oops: { alert: { title: Oops } }\n",
        expected: "Test.yaml:5:5: error: alert route 'oops' is shown from a field of the state, which a state of cases does not have"),
    .init(
        name: "statecontainer state field named as the kept alert",
        spec: "feature: A\narchitecture: statecontainer\nstate:\n  alert: Bool\nroutes:\n  - oops: { alert: { title: Oops } }\n",
        expected: "Test.yaml:4:3: error: state field 'alert' is the field the state keeps the alert on screen in"),
    .init(
        name: "statecontainer action named as the dialog's dismissal",
        spec:
            "feature: A\narchitecture: statecontainer\nactions: [confirmationDialogDismissed]\nroutes:\n  - share: { alert: { title: Share, style: confirmationDialog } }\n",
        expected:
            "Test.yaml:3:11: error: action 'confirmationDialogDismissed' is the input the view sends when the confirmation dialog closes"
    ),
    .init(
        name: "tca state field named as the kept first appearance",
        spec: "feature: A\narchitecture: tca\nstate:\n  hasAppeared: Bool\nactions: [onAppear]\n",
        expected: "Test.yaml:4:3: error: state field 'hasAppeared' is the field the state keeps the first 'onAppear' in"),
]
