/// A color is a view too, as in SwiftUI: `Color.clear` fills its space with nothing, and lets
/// touches through (what mvi's router that only dismisses draws).
extension Color: _PrimitiveView {}

extension ShapeStyle where Self == Color {
    public static var clear: Color { Color(name: "clear") }
}
