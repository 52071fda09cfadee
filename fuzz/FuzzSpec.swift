// libFuzzer entry for featuregen's loader and validator: any bytes, read as a spec and as a
// featuregen.yml, must give a spec or diagnostics — never a crash, a hang or a blow-up.
// Built by fuzz/run together with the loading, spec, config and render-context sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let spec = try? SpecDecoder().decode(YAMLLoader().load(ParameterListQuoting.quote(bytes), file: "fuzz.yaml")) {
        _ = ContextBuilder(observation: .combine, access: .public).context(for: spec)
    }
    _ = try? ConfigDecoder().decode(YAMLLoader().load(bytes, file: "featuregen.yml"))
    return 0
}
