import Foundation

// MARK: - Input

struct AddRouteInput: Sendable {
}

// MARK: - Output

struct AddRouteOutput: Sendable {
}
