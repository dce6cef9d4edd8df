import Foundation

// SwiftUI's semantic shape styles, drawn with the UIKit colours iOS gives them (UIKitPalette).

/// The style of separators (`.separator`, iOS 17): UIKit's `separator` colour.
public struct SeparatorShapeStyle: ShapeStyle {
  public init() {}
  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint { Color(UIColor.separator)._paint(in: environment, level: 0) }
}

/// The style of links (`.link`, iOS 15): UIKit's `link` colour.
public struct LinkShapeStyle: ShapeStyle {
  public init() {}
  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint { Color(UIColor.link)._paint(in: environment, level: 0) }
}

/// The style of placeholder text (`.placeholder`, iOS 15): UIKit's `placeholderText` colour.
public struct PlaceholderTextShapeStyle: ShapeStyle {
  public init() {}
  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint { Color(UIColor.placeholderText)._paint(in: environment, level: 0) }
}

/// The style of selected content (`.selection`, iOS 15): the tint, as iOS draws selections.
public struct SelectionShapeStyle: ShapeStyle {
  public init() {}
  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint { TintShapeStyle()._paint(in: environment, level: 0) }
}

/// The style of a window's background (`.windowBackground`, iOS 17): the system background.
public struct WindowBackgroundShapeStyle: ShapeStyle {
  public init() {}
  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint { Color(UIColor.systemBackground)._paint(in: environment, level: 0) }
}

/// The style of fills behind controls (`.fill`, iOS 17): UIKit's system fills, one per level
/// (`.fill.secondary` is `secondarySystemFill`, and so on).
public struct FillShapeStyle: ShapeStyle {
  let level: Int
  public init() { level = 0 }
  init(level: Int) { self.level = level }

  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    let fills = [UIColor.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
    return Color(fills[min(max(self.level, 0), fills.count - 1)])._paint(in: environment, level: 0)
  }

  /// The second level: `secondarySystemFill`.
  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  /// The third level: `tertiarySystemFill`.
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  /// The fourth level: `quaternarySystemFill`.
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The separator style.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
  /// The link style.
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// The placeholder text style.
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
  /// The selection style.
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
  /// The window background style.
  public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The fill style behind controls.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}
