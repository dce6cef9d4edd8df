import Foundation

/// A color or pattern to use when rendering a shape or text.
public protocol ShapeStyle: Sendable {
  /// The type of shape style this will resolve to.
  associatedtype Resolved: ShapeStyle = Never
  /// Evaluate to a resolved shape style given the current `environment`.
  func resolve(in environment: EnvironmentValues) -> Resolved
  /// The concrete paint in `environment`; built-in styles implement it, others resolve first.
  func _paint(in environment: EnvironmentValues, level: Int) -> Paint
}

extension ShapeStyle {
  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    resolve(in: environment)._paint(in: environment, level: level)
  }
}

extension ShapeStyle where Resolved == Never {
  public func resolve(in environment: EnvironmentValues) -> Never {
    fatalError("\(Self.self) must implement resolve(in:) or be a built-in style")
  }
}

extension Never: ShapeStyle {
  public typealias Resolved = Never
}

/// A type-erased ShapeStyle value.
public struct AnyShapeStyle: ShapeStyle {
  let style: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) {
    if let erased = style as? AnyShapeStyle { self.style = erased.style } else { self.style = style }
  }
  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    style._paint(in: environment, level: level)
  }
}

/// The foreground style in the current context, at one of five levels (primary … quinary).
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The fifth level (iOS 16).
  public static let quinary = HierarchicalShapeStyle(level: 4)

  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    ForegroundStyle()._paint(in: environment, level: self.level)
  }
}

/// The foreground style of the environment (`.primary` when none is set).
public struct ForegroundStyle: ShapeStyle {
  public init() {}
  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    if level > 0, let palette = environment.foregroundPalette, level < palette.count {
      // Resolved without the palette, so `.foregroundStyle(.red, .secondary)` means the faded primary.
      var outer = environment
      outer.foregroundPalette = nil
      return palette[level]._paint(in: outer, level: 0)
    }
    if let style = environment.foregroundStyle {
      let paint = style._paint(in: environment, level: 0)
      return level == 0 ? paint : paint.multiplyingAlpha(HierarchicalOpacity.of(level))
    }
    return .color(SystemPalette.label(level: level, environment.colorScheme))
  }
}

/// The tint of the environment: `.tint(_:)`, else the accent color.
public struct TintShapeStyle: ShapeStyle {
  public init() {}
  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    if let tint = environment.tint { return tint._paint(in: environment, level: level) }
    return (environment.accentColor ?? .blue)._paint(in: environment, level: level)
  }
}

/// The opacities SwiftUI gives secondary, tertiary, quaternary and quinary content on top of a custom
/// style. Apple publishes no quinary value; 0.09 (half the quaternary's) is Specimen's estimate.
enum HierarchicalOpacity {
  static func of(_ level: Int) -> Double { [1, 0.5, 0.3, 0.18, 0.09][min(max(level, 0), 4)] }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  /// The fifth level of the current foreground style (iOS 16).
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle {
  /// Returns a new style based on this one that blends with `mode` (iOS 15); drawn with normal
  /// blending here (docs/unsupported.md): a blend mode on a view, `.blendMode(_:)`, is drawn.
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }

  /// Returns a new style based on this one that multiplies by the specified opacity.
  public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity) }
}

struct _OpacityShapeStyle: ShapeStyle {
  let base: AnyShapeStyle
  let opacity: Double
  func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    base._paint(in: environment, level: level).multiplyingAlpha(opacity)
  }
}

extension ShapeStyle {
  /// The second level of this shape style (iOS 17): the style at the opacity SwiftUI gives secondary content.
  public var secondary: some ShapeStyle { _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: HierarchicalOpacity.of(1)) }
  /// The third level of this shape style.
  public var tertiary: some ShapeStyle { _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: HierarchicalOpacity.of(2)) }
  /// The fourth level of this shape style.
  public var quaternary: some ShapeStyle { _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: HierarchicalOpacity.of(3)) }
  /// The fifth level of this shape style.
  public var quinary: some ShapeStyle { _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: HierarchicalOpacity.of(4)) }
}
