import Foundation
import Specimen
import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing

/// Rendering and tree helpers for the Controls2 tests (TextField, Picker, Form …).
enum C2 {
  /// An environment in `scheme`, optionally focused.
  static func environment(_ scheme: ColorScheme = .light, focused: Bool = false) -> EnvironmentValues {
    var env = EnvironmentValues()
    env.colorScheme = scheme
    env.isFocused = focused
    return env
  }

  /// Renders `view` at 2× on transparency.
  static func render<V: View>(_ view: V, width: CGFloat, height: CGFloat? = nil, _ env: EnvironmentValues = environment()) throws -> RasterImage {
    try ViewRenderer(scale: 2, background: nil).rasterize(view, in: ProposedViewSize(width: width, height: height), environment: env)
  }

  /// Places `view` and returns the tree.
  static func place<V: View>(_ view: V, width: CGFloat, height: CGFloat? = nil, _ env: EnvironmentValues = environment()) -> PlacedNode {
    ViewRenderer().place(view, in: ProposedViewSize(width: width, height: height), environment: env)
  }

  /// Every placed node under `root` whose type is `type`, depth first.
  static func nodes(_ type: String, in root: PlacedNode) -> [PlacedNode] {
    (root.node.type == type ? [root] : []) + root.children.flatMap { nodes(type, in: $0) }
  }

  /// The placed text nodes under `root` with their resolved text.
  static func texts(in root: PlacedNode) -> [(node: PlacedNode, text: ResolvedText)] {
    nodes("Text", in: root).compactMap { node in
      if case .text(let text) = node.node.kind { return (node, text) }
      return nil
    }
  }

  /// The placed text showing `string`.
  static func text(_ string: String, in root: PlacedNode) throws -> (node: PlacedNode, text: ResolvedText) {
    try #require(texts(in: root).first { $0.text.string == string }, "no Text \"\(string)\"")
  }

  /// The pixel at point (x, y) of a 2× render.
  static func pixel(_ image: RasterImage, _ x: CGFloat, _ y: CGFloat) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    image.pixel(x: Int((x * 2).rounded(.down)), y: Int((y * 2).rounded(.down)))
  }

  /// Whether `p` is within `tolerance` of the given channels.
  static func near(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: Int, _ g: Int, _ b: Int, _ a: Int, tolerance: Int = 3) -> Bool {
    abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance
      && abs(Int(p.a) - a) <= tolerance
  }
}
