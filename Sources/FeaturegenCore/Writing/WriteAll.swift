#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes every byte to a file descriptor, again where a call was interrupted or wrote part.
/// - Returns: false when a write fails; `errno` says why.
package func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
    var written = 0
    while written < buffer.count {
        let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { return false }
        written += count
    }
    return true
}
