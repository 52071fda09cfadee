import Foundation

// MARK: - Input

struct AddRouteInput: Sendable {
}

// MARK: - Output

nonisolated struct AddRouteOutput: Sendable {
}
