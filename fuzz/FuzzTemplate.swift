// libFuzzer entry for featuregen's Mustache engine: any bytes, read as a template, must give a
// template or a syntax error at a line and column inside the text — never a crash or a hang —
// and a template that parses renders against a context with every kind of value.
// Built by fuzz/run together with the Mustache sources.

private struct Values: TemplateObject {
    var values: [String: TemplateValue]

    func value(named name: String) -> TemplateValue? { values[name] }
}

private let context = TemplateValue.object(
    Values(values: [
        "name": .text("Card"), "on": .flag(true), "off": .flag(false), "count": .number(2),
        "names": .texts(["a", "b"]), "none": .list([]),
        "items": .list([.object(Values(values: ["name": .text("x")])), .object(Values(values: ["title": .text("y")]))]),
    ]))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let template = try MustacheTemplate(text)
        _ = MustacheRenderer(partials: ["self": template]).render(template, context)
    } catch {
        // Lines as an editor counts them: "\r\n" is one Character but still ends a line.
        let lines = text.utf8.filter { $0 == UInt8(ascii: "\n") }.count + 1
        precondition(error.line >= 1 && error.line <= lines && error.column >= 1, "\(error) outside the text")
    }
    return 0
}
