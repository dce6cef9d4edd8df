import Foundation

/// A size class: a coarse description of the space available in one dimension.
///
/// An iPhone in portrait is compact horizontally and regular vertically (HIG, "Layout": size classes),
/// which are the defaults of a render; set another with `.environment(\.horizontalSizeClass, .regular)`.
public enum UserInterfaceSizeClass: String, CaseIterable, Hashable, Sendable {
  case compact
  case regular
}

/// The font weight the user asked for with Bold Text.
public enum LegibilityWeight: String, CaseIterable, Hashable, Sendable {
  case regular
  case bold
}

struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }

/// Accessibility settings and size classes a style reads with `@Environment`; a render uses the
/// defaults of an iPhone in portrait with no accessibility setting on, unless a view sets them.
extension EnvironmentValues {
  /// The horizontal size class of this environment (compact by default, as an iPhone in portrait).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }
  /// The vertical size class of this environment (regular by default, as an iPhone in portrait).
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
  /// Whether the user turned on Reduce Motion.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }
  /// Whether the user turned on Reduce Transparency.
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }
  /// Whether the user turned on Differentiate Without Color.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }
  /// Whether the user turned on Smart Invert.
  public var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }
  /// Whether the user turned on Button Shapes.
  public var accessibilityShowButtonShapes: Bool {
    get { self[ShowButtonShapesKey.self] }
    set { self[ShowButtonShapesKey.self] = newValue }
  }
  /// The font weight the user asked for with Bold Text (regular by default).
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }
}
