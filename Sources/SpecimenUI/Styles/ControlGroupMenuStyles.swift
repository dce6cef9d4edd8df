import Foundation

/// A control group style that presents its content as a menu when the user presses the control (iOS 16.4).
///
/// At rest the control is the group's label drawn as a menu is drawn (the environment's menu style,
/// by default a borderless button in the tint color); the controls are in the closed menu, not drawn.
nonisolated public struct MenuControlGroupStyle: ControlGroupStyle {
  /// Creates a menu control group style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Menu { configuration.content } label: { configuration.label }
  }
}

/// A control group style that presents its content as a compact menu when the user presses the control (iOS 16.4).
///
/// The compact menu differs from `.menu` only once open (the controls in one row), so at rest it is
/// drawn as `.menu` is: the group's label as a menu.
nonisolated public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// Creates a compact menu control group style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    Menu { configuration.content } label: { configuration.label }
  }
}

/// A control group style that presents its content as a palette (iOS 17).
///
/// Outside a menu, Apple draws it as a segmented control: the controls side by side, sharing the
/// width, on the segmented picker's 32-pt track with separators between them, each showing its icon
/// (a palette is a row of symbols) in the primary color. Nothing is selected: a palette of buttons is
/// stateless.
nonisolated public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// Creates a palette control group style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let items = SideBySideLimit.capped(contentSubviews(of: configuration.content), control: "ControlGroup (.palette)", fix: ControlGroupMetrics.fix)
    HStack(spacing: 0) {
      ForEach(items.indices, id: \.self) { index in
        items[index]
          .buttonStyle(.plain)
          .labelStyle(.iconOnly)
          .font(.system(size: PickerMetrics.segmentFontSize, weight: .medium))
          .lineLimit(1)
          .padding(.horizontal, PickerMetrics.segmentHorizontalPadding)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .overlay(alignment: .trailing) {
            if index + 1 < items.count {
              Rectangle()
                .fill(FormPalette.separator)
                .frame(width: 1, height: PickerMetrics.separatorHeight)
                .offset(x: 0.5)
            }
          }
      }
    }
    .padding(PickerMetrics.selectedInset)
    .frame(height: PickerMetrics.segmentedHeight)
    .background(
      RoundedRectangle(cornerRadius: PickerMetrics.segmentedCornerRadius, style: .continuous)
        .fill(FormPalette.tertiarySystemFill))
  }
}

nonisolated extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// A control group style that presents its content as a menu when the user presses the control.
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// A control group style that presents its content as a compact menu when the user presses the control.
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

nonisolated extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// A control group style that presents its content as a palette.
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
