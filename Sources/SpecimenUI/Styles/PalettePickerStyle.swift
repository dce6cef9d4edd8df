import Foundation

/// A picker style that presents the options as a row of compact elements (iOS 17).
///
/// In a menu iOS shows the options as a row of symbols; a menu is drawn closed in a still, so
/// that row never shows. Anywhere else, as Apple documents ("When used outside of menus, this
/// style is rendered as a segmented picker"), it draws exactly as `SegmentedPickerStyle`.
nonisolated public struct PalettePickerStyle: PickerStyle {
  /// Creates a palette picker style.
  public init() {}
  public func _makeBody(configuration: _PickerStyleConfiguration) -> AnyView {
    SegmentedPickerStyle()._makeBody(configuration: configuration)
  }
}

nonisolated extension PickerStyle where Self == PalettePickerStyle {
  /// A picker style that presents the options as a row of compact elements (a segmented picker outside menus).
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

/// The selection effect to apply to a palette item (iOS 17).
public struct PaletteSelectionEffect: Sendable, Equatable {
  let name: String
  let variants: SymbolVariants?
  /// Applies the system's default effect when selected.
  public static let automatic = PaletteSelectionEffect(name: "automatic", variants: nil)
  /// Does not apply any system effect when selected.
  public static let custom = PaletteSelectionEffect(name: "custom", variants: nil)
  /// Applies the specified symbol variant when selected.
  public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect {
    PaletteSelectionEffect(name: "symbolVariant", variants: variant)
  }
}

nonisolated extension View {
  /// Specifies the selection effect to apply to a palette item (iOS 17). Palette items are drawn
  /// only in open menus, so outside them (a segmented picker) the effect draws nothing.
  public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { inert() }
}
