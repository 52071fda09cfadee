import Foundation

// MARK: - Input

struct TemplateUpgradeInput: Sendable {
}

// MARK: - Output

nonisolated struct TemplateUpgradeOutput: Sendable {
}
