import XCTest

/// Waits, up to two seconds, for what an app does asynchronously (a push, a state change);
/// fails the test if `condition` never holds.
@MainActor
package func eventually(_ condition: @MainActor () -> Bool, file: StaticString = #filePath, line: UInt = #line) async {
    for _ in 0..<1_000 where !condition() {
        try? await Task.sleep(for: .milliseconds(2))
    }
    XCTAssertTrue(condition(), "the condition never held", file: file, line: line)
}
