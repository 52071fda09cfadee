/// JSON Schemas (draft 2020-12) of a spec and of `featuregen.yml`, for editors
/// (yaml-language-server) and other tools: every key and form the decoders accept, with the
/// descriptions of Documentation/Spec.md. `featuregen schema` prints them; a test checks them against the
/// example specs with a real validator, and that they refuse what the loader refuses.
public enum SpecSchema {
    /// The spec schema, with `architecture` and the keys each built-in manifest adds.
    public static var spec: String {
        spec(options: ArchitectureCatalog.options)
    }

    static func spec(options: [String: [SpecOption]]) -> String {
        let marker = "\"properties\": {\n"
        var spec = refusingReservedNames(coreSpec)
        guard let range = spec.firstRange(of: marker) else { return spec }
        spec.replaceSubrange(range, with: marker + architectureProperties(options))
        return spec
    }

    /// `"architecture": …` and one property per architecture option, each on its own line.
    private static func architectureProperties(_ options: [String: [SpecOption]]) -> String {
        let names = ArchitectureCatalog.names.map { "\"\($0)\"" }.joined(separator: ", ")
        var lines = [
            #"    "architecture": { "enum": [\#(names)], "description": "This feature's template set, when it differs from featuregen.yml's 'architecture'." },"#
        ]
        for (architecture, options) in options.sorted(by: { $0.key < $1.key }) {
            for option in options {
                let description = jsonEscaped("(\(architecture)) " + option.description)
                lines.append(
                    #"    "\#(option.name)": { \#(schemaType(of: option)), "default": \#(option.defaultValue.jsonText), "description": "\#(description)" },"#
                )
            }
        }
        return lines.map { "        " + $0 + "\n" }.joined()
    }

    /// The schema of an option's value, without its default and description.
    private static func schemaType(of option: SpecOption) -> String {
        switch option.kind {
        case .string:
            return option.values.isEmpty
                ? #""type": "string""# : #""enum": [\#(option.values.map { "\"\($0)\"" }.joined(separator: ", "))]"#
        case .boolean: return #""type": "boolean""#
        case .typeName: return ##""$ref": "#/$defs/typeName""##
        case .integer: return #""type": "integer""#
        case .names: return ##""type": "array", "items": { "$ref": "#/$defs/name" }"##
        case .features: return ##""type": ["array", "null"], "items": { "$ref": "#/$defs/name" }"##
        case .cases: return ##""$ref": "#/$defs/cases""##
        case .fields: return ##""$ref": "#/$defs/optionFields""##
        case .object:
            let properties = option.keys.map { key in
                #""\#(key.name)": { \#(schemaType(of: key)), "description": "\#(jsonEscaped(key.description))" }"#
            }
            return #""type": ["object", "null"], "additionalProperties": false, "properties": { \#(properties.joined(separator: ", ")) }"#
        }
    }

    private static func jsonEscaped(_ text: String) -> String {
        text.replacingText("\\", with: "\\\\").replacingText("\"", with: "\\\"")
            .replacingText("\n", with: " ")
    }

    public static var config: String {
        config(settings: ArchitectureCatalog.settings)
    }

    /// The config schema, with a block per architecture for the settings its manifest declares.
    static func config(settings: [String: [SpecOption]]) -> String {
        refusingReservedNames(coreConfig).replacingText(
            #""architecture": { "enum": ["mvvm"], "default": "mvvm", "description": "The template set." }"#,
            with:
                #""architecture": { "enum": [\#(ArchitectureCatalog.names.map { "\"\($0)\"" }.joined(separator: ", "))], "default": "mvvm", "description": "The template set of the project's features; a spec may name its own." }"#
        ).replacingText(#"    "previews": {"#, with: settingsProperties(settings) + #"    "previews": {"#)
    }

    /// `"vsurf": { … }`: one property per architecture, each a mapping of the settings it
    /// declares (none for most: `mvvm: {}` is read, and names no setting), on its own line.
    private static func settingsProperties(_ settings: [String: [SpecOption]]) -> String {
        settings.sorted { $0.key < $1.key }.map { architecture, settings in
            let properties = settings.map { setting in
                #""\#(setting.name)": { \#(schemaType(of: setting)), "default": \#(setting.defaultValue.jsonText), "description": "\#(jsonEscaped(setting.description))" }"#
            }
            return
                #"    "\#(architecture)": { "type": ["object", "null"], "additionalProperties": false, "description": "The settings of the \#(architecture) templates.", "properties": { \#(properties.joined(separator: ", ")) } },"#
                + "\n"
        }.joined()
    }

    private static let coreSpec = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://featuregen.dev/schema/spec.json",
          "title": "featuregen feature spec",
          "description": "One screen: its input, output, state, types, actions, subviews and routes. featuregen generates the module from it and keeps it in step.",
          "type": "object",
          "required": ["feature"],
          "additionalProperties": false,
          "properties": {
            "feature": { "$ref": "#/$defs/typeName", "description": "A Swift type name; the module's namespace enum." },
            "was": { "$ref": "#/$defs/typeName", "description": "The feature's name before a rename: its files, base records and code move to the new name." },
            "imports": { "type": ["array", "null"], "items": { "$ref": "#/$defs/name" }, "description": "Extra modules every generated file imports." },
            "input": {
              "type": ["object", "null"],
              "description": "struct <Feature>Input: Sendable — name: Type pairs, or name: { type, default } for a field an opener may leave out.",
              "propertyNames": { "$ref": "#/$defs/name" },
              "additionalProperties": {
                "anyOf": [
                  { "$ref": "#/$defs/type" },
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["type"],
                    "properties": {
                      "type": { "$ref": "#/$defs/type" },
                      "default": {
                        "anyOf": [{ "type": "string", "pattern": "\\S" }, { "type": ["number", "boolean"] }],
                        "description": "The Swift expression the field's parameter defaults to (init(focus: Field? = .title))."
                      }
                    }
                  }
                ]
              }
            },
            "output": {
              "type": ["object", "null"],
              "description": "struct <Feature>Output of @Sendable closures: Void, one type, (label: Type, …), or a mapping of labels to types.",
              "propertyNames": { "$ref": "#/$defs/name" },
              "additionalProperties": { "$ref": "#/$defs/parameters" }
            },
            "state": {
              "type": ["object", "array", "null"],
              "description": "The state class's fields: name: Type, or the long form. Or a list of cases (- idle, - loaded: LoadedState): the state is an enum that starts as its first case.",
              "minItems": 1,
              "items": {
                "$ref": "#/$defs/case",
                "not": {
                  "type": "object",
                  "additionalProperties": {
                    "type": "object",
                    "anyOf": [
                      { "required": ["type"] }, { "required": ["initial"] }, { "required": ["input"] }, { "required": ["derived"] },
                      { "required": ["let"] }, { "required": ["forEach"] }
                    ]
                  }
                }
              },
              "propertyNames": { "$ref": "#/$defs/name" },
              "additionalProperties": {
                "anyOf": [
                  { "$ref": "#/$defs/type" },
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["type"],
                    "properties": {
                      "type": { "$ref": "#/$defs/type", "description": "The field's Swift type." },
                      "initial": {
                        "type": ["string", "number", "boolean"],
                        "description": "The Swift expression the field starts with; needed for types without a natural initial value."
                      },
                      "input": { "$ref": "#/$defs/name", "description": "Starts as input?.<name>." },
                      "was": { "$ref": "#/$defs/name", "description": "The field's name before a rename." },
                      "derived": {
                        "type": ["string", "number", "boolean"],
                        "description": "A computed property of the state returning this Swift expression; not stored."
                      },
                      "let": { "type": "boolean", "description": "Set once, when the state is made: declared with let where the architecture can." },
                      "forEach": { "$ref": "#/$defs/typeName", "description": "The feature run for each element of the collection the field holds (tca: IdentifiedArrayOf<Feature.State> with forEach)." },
                      "shared": {
                        "description": "Shared state (tca: @Shared): true for a reference the opener passes in (an input of type Shared<Type>), or where it is kept: { appStorage: key }, { fileStorage: name.json }, { inMemory: key }, with 'key: name' to read it through a SharedKey the feature declares (@Shared(.name)); { key: name } alone reads a key declared elsewhere.",
                        "anyOf": [
                          { "type": "boolean" },
                          {
                            "type": "object",
                            "minProperties": 1,
                            "additionalProperties": false,
                            "properties": {
                              "appStorage": { "$ref": "#/$defs/sharedKey" },
                              "fileStorage": { "$ref": "#/$defs/sharedKey" },
                              "inMemory": { "$ref": "#/$defs/sharedKey" },
                              "key": { "$ref": "#/$defs/name", "description": "The SharedKey the field reads (@Shared(.syncUps)): declared by this feature beside a storage, else declared elsewhere." }
                            },
                            "anyOf": [{ "required": ["key"], "maxProperties": 2 }, { "maxProperties": 1 }]
                          }
                        ]
                      },
                      "focusState": { "type": "boolean", "description": "The view's focus (tca: @FocusState in the view, bound to the field); its type is optional or Bool." },
                      "binding": { "type": "boolean", "description": "The view writes the field through a binding ($store.filter): tca makes the feature bindable (BindableAction, BindingReducer, @Bindable var store)." }
                    },
                    "dependentSchemas": {
                      "derived": {
                        "properties": { "let": { "const": false } },
                        "not": { "anyOf": [{ "required": ["forEach"] }, { "required": ["shared"] }, { "required": ["focusState"] }, { "required": ["binding"] }] }
                      },
                      "let": { "if": { "properties": { "let": { "const": true } } }, "then": { "properties": { "binding": { "const": false } } } }
                    }
                  }
                ]
              }
            },
            "constants": { "$ref": "#/$defs/constants" },
            "constantsEnum": {
              "$ref": "#/$defs/typeName",
              "description": "The name of the state's enum of constants (default Constant), as expressions read it: PublicConstant.initialOffset."
            },
            "types": {
              "type": ["object", "null"],
              "description": "Types nested in the state (or, with 'topLevel: true', the module's): an enum (a list of cases), a struct (a mapping of fields), or { cases | fields, conforms, topLevel, rawValue }.",
              "propertyNames": { "$ref": "#/$defs/typeName" },
              "additionalProperties": {
                "anyOf": [
                  { "type": ["array", "null"], "$ref": "#/$defs/cases" },
                  {
                    "$ref": "#/$defs/typeFields",
                    "not": { "type": "object", "anyOf": [{ "required": ["cases"] }, { "required": ["fields"] }] }
                  },
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "anyOf": [{ "required": ["cases"] }, { "required": ["fields"] }],
                    "if": { "required": ["rawValue"] },
                    "then": { "required": ["cases"], "properties": { "cases": { "$ref": "#/$defs/rawCases" } } },
                    "else": { "properties": { "cases": { "$ref": "#/$defs/cases" } } },
                    "properties": {
                      "cases": { "description": "The enum's cases (raw values with 'rawValue:')." },
                      "fields": { "type": "object", "$ref": "#/$defs/typeFields" },
                      "conforms": { "type": ["array", "null"], "items": { "type": "string" }, "description": "Protocols the type conforms to." },
                      "topLevel": {
                        "type": "boolean",
                        "description": "Declared at the module's top level (enum Filter), not nested in the feature's state; its name is then the module's."
                      },
                      "rawValue": {
                        "$ref": "#/$defs/typeName",
                        "description": "An enum's raw type (String, Int, LocalizedStringKey), first in its conformances; each case may give its raw value: '- all: All'."
                      }
                    }
                  }
                ]
              }
            },
            "actions": { "$ref": "#/$defs/actions", "description": "The view model's Action cases, the handle(_:) switch and one private handler each." },
            "subviews": {
              "type": ["object", "null"],
              "description": "Components/<Name>.swift: a view with its own ViewState and Action.",
              "propertyNames": { "$ref": "#/$defs/typeName" },
              "additionalProperties": {
                "type": ["object", "null"],
                "additionalProperties": false,
                "allOf": [
                  {
                    "if": { "type": "object", "required": ["whole"], "properties": { "whole": { "const": true } } },
                    "then": { "propertyNames": { "enum": ["whole", "was", "property", "constants", "constantsEnum"] } }
                  },
                  {
                    "if": { "type": "object", "required": ["inline"], "properties": { "inline": { "const": true } } },
                    "then": { "propertyNames": { "enum": ["inline", "was", "property"] } }
                  }
                ],
                "properties": {
                  "case": { "$ref": "#/$defs/name", "description": "The parent action case (default on<Name>Action)." },
                  "binding": { "type": "boolean", "description": "Passed as a binding; writable fields flow back." },
                  "whole": { "type": "boolean", "description": "Gets the module's whole state and reducer." },
                  "inline": {
                    "type": "boolean",
                    "description": "A function of the screen's view that reads the screen's state itself, with no type, state or actions of its own (mvi: the article's private func imageView() -> some View)."
                  },
                  "property": {
                    "$ref": "#/$defs/name",
                    "description": "The parent view's property that shows it, and the state's projection (default: its name, lowercased first)."
                  },
                  "viewState": {
                    "type": "boolean",
                    "description": "false: the subview takes each field as a value of its own (let position: Position) instead of one ViewState (mvvm)."
                  },
                  "constants": { "$ref": "#/$defs/constants" },
                  "constantsEnum": { "$ref": "#/$defs/typeName", "description": "The name of the subview's enum of constants (default Constant) (mvvm)." },
                  "was": { "$ref": "#/$defs/typeName", "description": "The subview's name before a rename; its file moves too." },
                  "actions": { "$ref": "#/$defs/cases" },
                  "state": {
                    "type": ["object", "null"],
                    "propertyNames": { "$ref": "#/$defs/name" },
                    "additionalProperties": {
                      "anyOf": [
                        { "$ref": "#/$defs/type" },
                        {
                          "type": "object",
                          "additionalProperties": false,
                          "not": { "required": ["from", "value"] },
                          "properties": {
                            "type": { "$ref": "#/$defs/type" },
                            "from": { "$ref": "#/$defs/name", "description": "The parent state field it is projected from." },
                            "value": { "type": ["string", "number", "boolean"], "description": "A Swift expression of the state." },
                            "writable": { "type": "boolean", "description": "Written back through the binding." }
                          }
                        }
                      ]
                    }
                  }
                }
              }
            },
            "routes": {
              "description": "Router methods: dismiss, a custom method, or a route to another module or an alert.",
              "anyOf": [
                {
                  "type": ["array", "null"],
                  "items": {
                    "anyOf": [
                      { "$ref": "#/$defs/name" },
                      {
                        "type": "object",
                        "minProperties": 1,
                        "maxProperties": 1,
                        "propertyNames": { "$ref": "#/$defs/name" },
                        "additionalProperties": { "$ref": "#/$defs/routeValue" }
                      }
                    ]
                  }
                },
                {
                  "type": "object",
                  "description": "The routes as a mapping, one 'name: route' per line.",
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "additionalProperties": { "$ref": "#/$defs/routeValue" }
                }
              ]
            },
            "memberwiseInit": {
              "enum": ["implicit", "explicit"],
              "default": "implicit",
              "description": "explicit: the spec's structs write their memberwise init(…) out, as access: public does."
            },
            "router": {
              "type": ["object", "null"],
              "description": "The router's own declarations besides its routes.",
              "additionalProperties": false,
              "properties": {
                "properties": {
                  "$ref": "#/$defs/constants",
                  "description": "Stored properties of the router (let screenName = \"productCard\"): name: value, or { type, value }."
                }
              }
            },
            "dependencies": {
              "type": ["object", "null"],
              "description": "The services the feature uses: 'name: Type' for a client declared elsewhere, or a client this feature declares with its endpoints.",
              "propertyNames": { "$ref": "#/$defs/name" },
              "additionalProperties": {
                "anyOf": [
                  {
                    "allOf": [{ "$ref": "#/$defs/type" }, { "not": { "type": "string", "pattern": "^\\\\" } }],
                    "description": "The client's type, declared by another spec or by hand."
                  },
                  { "$ref": "#/$defs/keyPath", "description": "A value of the dependency values, by key path (tca: @Dependency(\\\\.uuid))." },
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["keyPath"],
                    "properties": { "keyPath": { "$ref": "#/$defs/keyPath" } }
                  },
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["endpoints"],
                    "properties": {
                      "type": { "$ref": "#/$defs/typeName", "description": "The client's type; <Name>Client by default." },
                      "endpoints": {
                        "type": "object",
                        "minProperties": 1,
                        "propertyNames": { "$ref": "#/$defs/name" },
                        "additionalProperties": {
                          "anyOf": [
                            { "type": "string", "pattern": "^\\s*\\(", "description": "(label: Type) async throws -> Result" },
                            {
                              "type": "object",
                              "additionalProperties": false,
                              "required": ["signature"],
                              "properties": {
                                "signature": { "type": "string", "pattern": "^\\s*\\(" },
                                "preview": { "type": ["string", "number", "boolean"], "description": "What previews and stubs return." }
                              }
                            }
                          ]
                        }
                      }
                    }
                  }
                ]
              }
            },
            "preview": {
              "type": ["object", "null"],
              "description": "The input previews and generated tests start from: input field: Swift expression (image: UIImage()), for a field whose type has no natural value.",
              "propertyNames": { "$ref": "#/$defs/name" },
              "additionalProperties": { "type": ["string", "number", "boolean"] }
            },
            "previews": {
              "type": ["object", "null"],
              "description": "Named states the view is previewed in: each preset sets state fields to Swift expressions; the others start as the screen does.",
              "propertyNames": { "$ref": "#/$defs/name" },
              "additionalProperties": {
                "type": ["object", "null"],
                "propertyNames": { "$ref": "#/$defs/name" },
                "additionalProperties": { "type": ["string", "number", "boolean"] }
              }
            }
          },
          "$defs": {
            "name": { "type": "string", "pattern": "^[A-Za-z][A-Za-z0-9]*$" },
            "cancellable": {
              "description": "The action's effect runs long and is cancelled by an id: true (the action's name), the id, or { id: search, cancelInFlight: true }, which also cancels the effect of that id still running when the action comes again.",
              "anyOf": [
                { "type": "boolean" },
                { "$ref": "#/$defs/name" },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": { "id": { "$ref": "#/$defs/name" }, "cancelInFlight": { "type": "boolean" } }
                }
              ]
            },
            "sharedKey": { "type": ["string", "number", "boolean"], "pattern": "^[^\"\\\\]+$", "description": "The key (or file name) the value is kept under." },
            "keyPath": {
              "type": "string",
              "pattern": "^\\\\\\.[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$",
              "description": "A key path of the dependency values: \\\\.uuid, \\\\.date.now."
            },
            "typeName": { "type": "string", "pattern": "^[A-Z][A-Za-z0-9]*$" },
            "type": {
              "description": "A Swift type expression. [Element] and {Key: Value} may be written unquoted.",
              "anyOf": [
                { "type": "string" },
                { "type": "array", "minItems": 1, "maxItems": 1, "items": { "type": "string" } },
                {
                  "type": "object",
                  "minProperties": 1,
                  "maxProperties": 1,
                  "propertyNames": { "pattern": "^[A-Z]" },
                  "additionalProperties": { "type": "string" }
                }
              ]
            },
            "fields": { "type": ["object", "null"], "propertyNames": { "$ref": "#/$defs/name" }, "additionalProperties": { "$ref": "#/$defs/type" } },
            "optionFields": {
              "type": ["object", "null"],
              "description": "name: Type, or name: { type: Type, label: label } for a field passed under another argument label.",
              "propertyNames": { "$ref": "#/$defs/name" },
              "additionalProperties": {
                "anyOf": [
                  { "$ref": "#/$defs/type" },
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["type"],
                    "properties": { "type": { "$ref": "#/$defs/type" }, "label": { "$ref": "#/$defs/name" } }
                  }
                ]
              }
            },
            "typeFields": {
              "type": ["object", "null"],
              "description": "A struct's fields, name: Type, and its computed members, name: { type: Type, derived: expression }.",
              "propertyNames": { "$ref": "#/$defs/name" },
              "additionalProperties": {
                "anyOf": [
                  { "$ref": "#/$defs/type" },
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["type"],
                    "properties": {
                      "type": { "$ref": "#/$defs/type" },
                      "derived": {
                        "anyOf": [{ "type": "string", "pattern": "\\S" }, { "type": ["number", "boolean"] }],
                        "description": "A computed member of the struct: var isEmpty: Bool { count == 0 }; not stored, not in its memberwise init."
                      }
                    }
                  }
                ]
              }
            },
            "parameters": {
              "description": "Nothing, Void, one type, (label: Type, …), or a mapping of labels to types.",
              "anyOf": [
                { "type": "null" },
                { "$ref": "#/$defs/type" },
                { "type": "object", "propertyNames": { "$ref": "#/$defs/name" }, "additionalProperties": { "$ref": "#/$defs/type" } }
              ]
            },
            "cases": {
              "anyOf": [
                { "type": ["array", "null"], "items": { "$ref": "#/$defs/case" } },
                {
                  "type": "object",
                  "description": "The cases as a mapping, one 'name: values' per line.",
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "additionalProperties": { "$ref": "#/$defs/caseValues" }
                }
              ]
            },
            "case": {
              "anyOf": [
                { "$ref": "#/$defs/name" },
                {
                  "type": "object",
                  "minProperties": 1,
                  "maxProperties": 1,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "additionalProperties": { "$ref": "#/$defs/caseValues" }
                },
                {
                  "type": "object",
                  "description": "A case with 'was' beside it, naming the case before a rename; its values are read as without it.",
                  "required": ["was"],
                  "minProperties": 2,
                  "maxProperties": 2,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "properties": { "was": { "$ref": "#/$defs/name" } },
                  "additionalProperties": { "$ref": "#/$defs/parameters" }
                }
              ]
            },
            "rawCases": {
              "description": "The cases of an enum with 'rawValue:': '- name', or '- name: raw value'.",
              "anyOf": [
                { "type": ["array", "null"], "items": { "$ref": "#/$defs/rawCase" } },
                { "type": "object", "propertyNames": { "$ref": "#/$defs/name" }, "additionalProperties": { "$ref": "#/$defs/rawValue" } }
              ]
            },
            "rawCase": {
              "anyOf": [
                { "$ref": "#/$defs/name" },
                {
                  "type": "object",
                  "minProperties": 1,
                  "maxProperties": 1,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "additionalProperties": { "$ref": "#/$defs/rawValue" }
                },
                {
                  "type": "object",
                  "required": ["was"],
                  "minProperties": 2,
                  "maxProperties": 2,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "properties": { "was": { "$ref": "#/$defs/name" } },
                  "additionalProperties": { "$ref": "#/$defs/rawValue" }
                }
              ]
            },
            "rawValue": { "type": ["string", "number", "boolean", "null"], "description": "The case's raw value: text, or a number." },
            "caseValues": {
              "anyOf": [
                { "$ref": "#/$defs/parameters" },
                {
                  "type": "object",
                  "description": "Parameters, with 'was' naming the case before a rename.",
                  "properties": { "was": { "$ref": "#/$defs/name" } },
                  "additionalProperties": { "$ref": "#/$defs/type" }
                }
              ]
            },
            "routeValue": {
              "anyOf": [
                {
                  "$ref": "#/$defs/parameters",
                  "not": {
                    "type": "object",
                    "anyOf": [
                      { "required": ["module"] },
                      { "required": ["input"] },
                      { "required": ["presentation"] },
                      { "required": ["output"] },
                      { "required": ["was"] },
                      { "required": ["external"] },
                      { "required": ["alert"] }
                    ]
                  }
                },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "dependentRequired": { "output": ["module"] },
                  "if": { "required": ["presentation"], "properties": { "presentation": { "const": "alert" } } },
                  "then": { "not": { "required": ["module"] } },
                  "dependentSchemas": {
                    "alert": {
                      "not": { "required": ["module"] },
                      "properties": { "presentation": { "const": "alert" } }
                    }
                  },
                  "properties": {
                    "module": { "$ref": "#/$defs/typeName", "description": "The feature the route builds and shows." },
                    "input": { "$ref": "#/$defs/parameters", "description": "What the route passes: the target's input." },
                    "presentation": { "enum": ["push", "present", "alert"], "description": "How the module is shown (push by default), or an alert." },
                    "output": {
                      "description": "The opened feature's outputs this feature handles: a list (each handled by <module><Output>), or a mapping of output to handler name.",
                      "anyOf": [
                        { "$ref": "#/$defs/name" },
                        { "type": "array", "items": { "$ref": "#/$defs/name" } },
                        { "type": "object", "propertyNames": { "$ref": "#/$defs/name" }, "additionalProperties": { "$ref": "#/$defs/name" } }
                      ]
                    },
                    "was": { "$ref": "#/$defs/name", "description": "The route's name before a rename." },
                    "external": { "type": "boolean", "description": "The module is written by hand, not by a spec of this project." },
                    "alert": {
                      "description": "What the alert shows: its title and message (unless the input passes them) and its buttons; the route is an alert.",
                      "anyOf": [
                        { "type": "null" },
                        {
                          "type": "object",
                          "additionalProperties": false,
                          "properties": {
                            "title": { "type": ["string", "number", "boolean"], "description": "The alert's title." },
                            "message": { "type": ["string", "number", "boolean"], "description": "The alert's message." },
                            "style": {
                              "enum": ["alert", "confirmationDialog"],
                              "description": "How it is shown: an alert (by default), or a confirmation dialog (an action sheet) where the architecture has one."
                            },
                            "buttons": {
                              "type": ["array", "null"],
                              "description": "The alert's buttons, in order (one OK button without them).",
                              "items": {
                                "anyOf": [
                                  { "type": ["string", "number", "boolean"], "description": "A button with only a title." },
                                  {
                                    "type": "object",
                                    "additionalProperties": false,
                                    "required": ["title"],
                                    "properties": {
                                      "title": { "type": ["string", "number", "boolean"], "description": "The button's title." },
                                      "role": { "enum": ["destructive", "cancel"], "description": "The button's role." },
                                      "action": { "$ref": "#/$defs/name", "description": "What the button sends to the feature." }
                                    }
                                  }
                                ]
                              }
                            }
                          }
                        }
                      ]
                    }
                  }
                }
              ]
            },
            "handler": {
              "type": "string",
              "pattern": "^[A-Za-z][A-Za-z0-9]*(\\((([A-Za-z][A-Za-z0-9]*|_):)*\\))?$",
              "description": "The method that handles the action, when not the action's name: 'save', or with its labels, 'updatePosition(for:)'."
            },
            "action": {
              "anyOf": [
                { "$ref": "#/$defs/case" },
                {
                  "type": "object",
                  "description": "An action with 'cancellable' beside it.",
                  "required": ["cancellable"],
                  "minProperties": 2,
                  "maxProperties": 2,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "properties": { "cancellable": { "$ref": "#/$defs/cancellable" }, "was": false, "handler": false, "cancels": false },
                  "additionalProperties": { "$ref": "#/$defs/parameters" }
                },
                {
                  "type": "object",
                  "description": "An action with 'cancels' beside it.",
                  "required": ["cancels"],
                  "minProperties": 2,
                  "maxProperties": 2,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "properties": { "cancels": { "$ref": "#/$defs/name" }, "was": false, "handler": false, "cancellable": false },
                  "additionalProperties": { "$ref": "#/$defs/parameters" }
                },
                {
                  "type": "object",
                  "description": "An action with 'handler' beside it.",
                  "required": ["handler"],
                  "minProperties": 2,
                  "maxProperties": 2,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "properties": { "handler": { "$ref": "#/$defs/handler" }, "was": false, "cancellable": false, "cancels": false },
                  "additionalProperties": { "$ref": "#/$defs/parameters" }
                },
                {
                  "type": "object",
                  "description": "An action with 'handler', 'cancellable' beside it.",
                  "required": ["handler", "cancellable"],
                  "minProperties": 3,
                  "maxProperties": 3,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "properties": { "handler": { "$ref": "#/$defs/handler" }, "cancellable": { "$ref": "#/$defs/cancellable" }, "was": false, "cancels": false },
                  "additionalProperties": { "$ref": "#/$defs/parameters" }
                },
                {
                  "type": "object",
                  "description": "An action with 'handler', 'cancels' beside it.",
                  "required": ["handler", "cancels"],
                  "minProperties": 3,
                  "maxProperties": 3,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "properties": { "handler": { "$ref": "#/$defs/handler" }, "cancels": { "$ref": "#/$defs/name" }, "was": false, "cancellable": false },
                  "additionalProperties": { "$ref": "#/$defs/parameters" }
                },
                {
                  "type": "object",
                  "description": "An action with 'was', 'cancellable' beside it.",
                  "required": ["was", "cancellable"],
                  "minProperties": 3,
                  "maxProperties": 3,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "properties": { "was": { "$ref": "#/$defs/name" }, "cancellable": { "$ref": "#/$defs/cancellable" }, "handler": false, "cancels": false },
                  "additionalProperties": { "$ref": "#/$defs/parameters" }
                },
                {
                  "type": "object",
                  "description": "An action with 'was', 'cancels' beside it.",
                  "required": ["was", "cancels"],
                  "minProperties": 3,
                  "maxProperties": 3,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "properties": { "was": { "$ref": "#/$defs/name" }, "cancels": { "$ref": "#/$defs/name" }, "handler": false, "cancellable": false },
                  "additionalProperties": { "$ref": "#/$defs/parameters" }
                },
                {
                  "type": "object",
                  "description": "An action with 'was', 'handler' beside it.",
                  "required": ["was", "handler"],
                  "minProperties": 3,
                  "maxProperties": 3,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "properties": { "was": { "$ref": "#/$defs/name" }, "handler": { "$ref": "#/$defs/handler" }, "cancellable": false, "cancels": false },
                  "additionalProperties": { "$ref": "#/$defs/parameters" }
                },
                {
                  "type": "object",
                  "description": "An action with 'was', 'handler', 'cancellable' beside it.",
                  "required": ["was", "handler", "cancellable"],
                  "minProperties": 4,
                  "maxProperties": 4,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "properties": { "was": { "$ref": "#/$defs/name" }, "handler": { "$ref": "#/$defs/handler" }, "cancellable": { "$ref": "#/$defs/cancellable" }, "cancels": false },
                  "additionalProperties": { "$ref": "#/$defs/parameters" }
                },
                {
                  "type": "object",
                  "description": "An action with 'was', 'handler', 'cancels' beside it.",
                  "required": ["was", "handler", "cancels"],
                  "minProperties": 4,
                  "maxProperties": 4,
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "properties": { "was": { "$ref": "#/$defs/name" }, "handler": { "$ref": "#/$defs/handler" }, "cancels": { "$ref": "#/$defs/name" }, "cancellable": false },
                  "additionalProperties": { "$ref": "#/$defs/parameters" }
                }
              ]
            },
            "actions": {
              "anyOf": [
                { "type": ["array", "null"], "items": { "$ref": "#/$defs/action" } },
                {
                  "type": "object",
                  "description": "The cases as a mapping, one 'name: values' per line.",
                  "propertyNames": { "$ref": "#/$defs/name" },
                  "additionalProperties": { "$ref": "#/$defs/caseValues" }
                }
              ]
            },
            "constants": {
              "type": ["object", "null"],
              "description": "Static values read as Constant.name (or the constantsEnum's name) in expressions: name: value, or { type, value }.",
              "propertyNames": { "$ref": "#/$defs/name" },
              "additionalProperties": {
                "anyOf": [
                  { "type": ["string", "number", "boolean"] },
                  {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["value"],
                    "properties": {
                      "type": { "$ref": "#/$defs/type" },
                      "value": { "type": ["string", "number", "boolean"], "description": "The Swift expression it is." }
                    }
                  }
                ]
              }
            }
          }
        }
        """#

    private static let coreConfig = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://featuregen.dev/schema/config.json",
          "title": "featuregen.yml",
          "description": "featuregen's settings. Paths are relative to this file and stay inside the project.",
          "type": ["object", "null"],
          "additionalProperties": false,
          "properties": {
            "specs": { "type": "string", "minLength": 1, "default": "Specs", "description": "Where specs live (*.yaml and *.yml, subfolders included)." },
            "output": { "type": "string", "minLength": 1, "default": "Features", "description": "Where modules are generated: <output>/<Feature>/." },
            "runtime": { "type": "string", "pattern": "\\.swift$", "default": "Features/Runtime/Module.swift", "description": "The shared runtime, once per project." },
            "architecture": { "enum": ["mvvm"], "default": "mvvm", "description": "The template set." },
            "observation": { "enum": ["combine", "observable"], "default": "combine", "description": "combine (ObservableObject, iOS 13+) or observable (@Observable, iOS 17+)." },
            "access": { "enum": ["internal", "public"], "default": "internal", "description": "public when the features live in their own package." },
            "templates": { "type": "string", "minLength": 1, "description": "A folder of your own templates, overriding the built-in ones file by file." },
            "tests": { "type": "string", "minLength": 1, "description": "Where each feature's tests and test doubles go (<tests>/<Feature>/); without it no tests are generated." },
            "testFramework": { "enum": ["swift-testing", "xctest"], "default": "swift-testing", "description": "What the generated tests are written with." },
            "testedModule": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$", "description": "The app target the tests import with @testable import." },
            "previews": { "type": "boolean", "default": true, "description": "Whether views and subviews get a #Preview." }
          },
          "$defs": {
            "typeName": { "type": "string", "pattern": "^[A-Z][A-Za-z0-9]*$" }
          }
        }
        """#
}
