import Foundation

/// How a symbol image's layers are coloured by a UIKit symbol configuration (`UIImage.SymbolConfiguration(paletteColors:)`,
/// `(hierarchicalColor:)`, `preferringMulticolor()`, `preferringMonochrome()`): it sets the rendering mode and the
/// foreground styles the symbol is drawn with, as the SwiftUI modifiers would.
enum SymbolColoring: Hashable, Sendable {
  /// One colour, the other layers faded from it (`.hierarchical`).
  case hierarchical(Color)
  /// A colour per layer, primary first (`.palette`); layers past the last colour take the last one.
  case palette([Color])
  /// The symbol's own colours (`.multicolor`).
  case multicolor
  /// One layer in the foreground style (`.monochrome`).
  case monochrome

  /// `environment` with the rendering mode and foreground styles this colouring draws with.
  func applied(to environment: EnvironmentValues) -> EnvironmentValues {
    var env = environment
    switch self {
    case .hierarchical(let color):
      env.symbolRenderingMode = .hierarchical
      env.foregroundStyle = AnyShapeStyle(color)
      env.foregroundPalette = nil
    case .palette(let colors):
      guard let first = colors.first, let last = colors.last else { return env }
      let layers = Array(colors.prefix(3)) + Array(repeating: last, count: max(0, 3 - colors.count))
      env.symbolRenderingMode = .palette
      env.foregroundStyle = AnyShapeStyle(first)
      env.foregroundPalette = layers.map { AnyShapeStyle($0) }
    case .multicolor:
      env.symbolRenderingMode = .multicolor
    case .monochrome:
      env.symbolRenderingMode = .monochrome
    }
    return env
  }
}
