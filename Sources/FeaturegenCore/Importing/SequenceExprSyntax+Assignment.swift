import SwiftSyntax

extension SequenceExprSyntax {
    /// `target = value`, as the parser leaves it before operators are folded; nil for any other
    /// sequence.
    var assignment: (target: ExprSyntax, value: ExprSyntax)? {
        let elements = Array(elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return (elements[0], elements[2])
    }
}
