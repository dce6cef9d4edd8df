import Foundation

/// A variant of a symbol: filled, in a circle or square, slashed (SwiftUI's `SymbolVariants`).
///
/// Specimen composes the variant's name the way SF Symbols are named (base, `.slash`, then
/// `.circle`/`.square`/`.rectangle`, then `.fill`: `bell.slash.fill`, `person.circle.fill`) and,
/// when that symbol has no drawing, tries the names with fewer variant parts in iOS's order: the
/// slashed names first, then the same without the slash, each with the shape and fill, the shape,
/// the fill, then bare (OpenSwiftUI `NamedImage.swift`, `Image.Location.findName`). So "a symbol
/// that doesn't have the specified variant remains unaffected" (Apple, `symbolVariant(_:)`). A name
/// with no drawing at all is still reported.
public struct SymbolVariants: Hashable, Sendable {
  enum Shape: Hashable, Sendable { case circle, square, rectangle }
  var shape: Shape?
  var isFilled = false
  var isSlashed = false
  /// Set by `.none`: no variant, even one the name would get from an enclosing view.
  var isNone = false

  /// No variant for a symbol; `symbolVariant(.none)` changes nothing, `.environment(\.symbolVariants, .none)` clears the variants.
  public static let none = SymbolVariants(isNone: true)
  /// A variant that encapsulates the symbol in a circle.
  public static let circle = SymbolVariants(shape: .circle)
  /// A variant that encapsulates the symbol in a square.
  public static let square = SymbolVariants(shape: .square)
  /// A variant that encapsulates the symbol in a rectangle.
  public static let rectangle = SymbolVariants(shape: .rectangle)
  /// A variant that fills the symbol.
  public static let fill = SymbolVariants(isFilled: true)
  /// A variant that draws a slash through the symbol.
  public static let slash = SymbolVariants(isSlashed: true)

  /// This variant, in a circle.
  public var circle: SymbolVariants { with { $0.shape = .circle } }
  /// This variant, in a square.
  public var square: SymbolVariants { with { $0.shape = .square } }
  /// This variant, in a rectangle.
  public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
  /// This variant, filled.
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  /// This variant, slashed.
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  /// Whether this variant includes every part of `other`.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    copy.isNone = false
    change(&copy)
    return copy
  }

  /// The names to try for `name` with this variant, most specific first; empty for no variant.
  /// A part the name already has (`person.circle` with `.circle`) is not added twice.
  func names(for name: String) -> [String] {
    // An empty name has no variants: ".fill" alone would name a hidden file.
    guard !isNone, !name.isEmpty, shape != nil || isFilled || isSlashed else { return [] }
    let parts = Set(name.split(separator: ".").map(String.init))
    let shapeName: String
    switch shape {
    case .circle?: shapeName = parts.contains("circle") ? "" : ".circle"
    case .square?: shapeName = parts.contains("square") ? "" : ".square"
    case .rectangle?: shapeName = parts.contains("rectangle") ? "" : ".rectangle"
    case nil: shapeName = ""
    }
    let fill = isFilled && !parts.contains("fill") ? ".fill" : ""
    let bases = isSlashed && !parts.contains("slash") ? [name + ".slash", name] : [name]
    var candidates: [String] = []
    for base in bases {
      for candidate in [base + shapeName + fill, base + shapeName, base + fill, base] where !candidates.contains(candidate) {
        candidates.append(candidate)
      }
    }
    return candidates
  }
}

/// A symbol rendering mode (SwiftUI's `SymbolRenderingMode`).
///
/// All four are accepted. Specimen's stand-in drawings have one layer, so `.monochrome`,
/// `.hierarchical` and `.multicolor` draw in the foreground style and `.palette` in its first style.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  /// A mode that renders symbols as a single layer filled with the foreground style.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// A mode that renders symbols as multiple layers with their inherit styles.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// A mode that renders symbols as multiple layers, with different opacities applied to the foreground style.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// A mode that renders symbols as multiple layers, with different styles applied to the layers.
  public static let palette = SymbolRenderingMode(name: "palette")
}

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants() }
struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
  /// The symbol variant to use in this environment.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
  /// The current symbol rendering mode, or nil for the default.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Makes symbols within the view show a particular variant; variants accumulate, and the shape
  /// closest to the symbol wins. `.none` has no effect here, as on iOS: set
  /// `.environment(\.symbolVariants, .none)` to ignore the variants around a view (Apple,
  /// `SymbolVariants.none`; OpenSwiftUI `SymbolVariants.swift`, `formUnion`).
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    environmentChange { environment in
      guard variant.shape != nil || variant.isFilled || variant.isSlashed else { return }
      var combined = environment.symbolVariants
      combined.isNone = false
      combined.shape = variant.shape ?? combined.shape
      combined.isFilled = combined.isFilled || variant.isFilled
      combined.isSlashed = combined.isSlashed || variant.isSlashed
      environment.symbolVariants = combined
    }
  }
  /// Sets the rendering mode for symbol images within this view.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environmentChange { $0.symbolRenderingMode = mode }
  }
}

extension Image {
  /// Sets the rendering mode for symbol images within this view.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environmentChange { $0.symbolRenderingMode = mode }
  }
}

/// Whether symbols draw their layers in different styles.
enum SymbolLayering {
  /// `.hierarchical` and `.palette` draw layers in the primary, secondary and tertiary levels of the
  /// foreground style; with no mode set, a foreground style of two or three levels
  /// (`foregroundStyle(_:_:)`) draws a symbol's layers in them too, as on iOS.
  static func isLayered(in environment: EnvironmentValues) -> Bool {
    switch environment.symbolRenderingMode {
    case .hierarchical?, .palette?: return true
    case nil: return (environment.foregroundPalette?.count ?? 0) > 1
    default: return false
    }
  }
}
