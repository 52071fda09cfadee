import Foundation

// MARK: - Input

struct TemplateUpgradeInput: Sendable {
}

// MARK: - Output

struct TemplateUpgradeOutput: Sendable {
}
