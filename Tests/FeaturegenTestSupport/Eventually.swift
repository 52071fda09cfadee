import XCTest

/// Waits, up to ten seconds (a loaded CI machine may take seconds), for what an app does
/// asynchronously (a push, a state change); fails the test if `condition` never holds.
@MainActor
package func eventually(_ condition: @MainActor () -> Bool, file: StaticString = #filePath, line: UInt = #line) async {
    for _ in 0..<5_000 where !condition() {
        try? await Task.sleep(for: .milliseconds(2))
    }
    XCTAssertTrue(condition(), "the condition never held", file: file, line: line)
}

/// Makes a screen appear twice, as SwiftUI does when it shows again after a screen pushed over
/// it is popped: `record` reaches `expected` after the first appearance and stays there.
@MainActor
package func assertAppearingAgainChangesNothing<Value: Equatable>(
    appear: () -> Void, record: @MainActor () -> Value, expected: Value, file: StaticString = #filePath, line: UInt = #line
) async {
    appear()
    await eventually({ record() == expected }, file: file, line: line)
    appear()
    try? await Task.sleep(for: .milliseconds(50))
    XCTAssertEqual(record(), expected, "the screen loaded again when it appeared again", file: file, line: line)
}
