import Foundation

/// The default picker style, based on the picker's context: the menu style on iOS.
nonisolated public struct DefaultPickerStyle: PickerStyle {
  public init() {}
  public func _makeBody(configuration: _PickerStyleConfiguration) -> AnyView {
    MenuPickerStyle()._makeBody(configuration: configuration)
  }
}

/// A picker style that presents the options as a menu: the current value with `chevron.up.chevron.down`, in the tint.
///
/// iOS 17: on its own the picker shows only the current value and the chevrons; in a Form
/// the label leads the row and the value sits at its trailing edge. `.labelsHidden()` hides the label.
nonisolated public struct MenuPickerStyle: PickerStyle {
  public init() {}
  public func _makeBody(configuration: _PickerStyleConfiguration) -> AnyView {
    let env = EnvironmentValues.current
    let value = HStack(spacing: PickerMetrics.menuChevronSpacing) {
      if let index = configuration.selectedIndex {
        configuration.options[index]
      }
      Image(systemName: "chevron.up.chevron.down")
        .font(.footnote.weight(.medium))
    }
    .lineLimit(1)
    .foregroundStyle(env.isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(HierarchicalShapeStyle.tertiary))
    if env.isInForm && !ControlsPalette.labelsHidden(env) {
      return AnyView(HStack {
        configuration.label
        Spacer()
        value
      })
    }
    return AnyView(value)
  }
}

/// A picker style that presents the options in a segmented control (UIKit's `UISegmentedControl`, iOS 17).
///
/// 32 pt tall; a `tertiarySystemFill` track (rgba(118,118,128,0.12), dark 0.24) with an
/// 8 pt corner radius; segments share the width equally; the selected one is a white
/// (dark rgb(99,99,102)) rounded rect inset 2 pt, 7 pt radius, with a soft shadow; titles
/// 13 pt, medium (semibold when selected); 1 × 16 pt separators between two unselected segments.
/// A `UISegmentedControl` appearance proxy's `selectedSegmentTintColor`, `backgroundColor` (the track) and
/// title attributes for `.normal` and `.selected` (colour, font) restyle it, as they restyle SwiftUI's on iOS.
nonisolated public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
  public func _makeBody(configuration: _PickerStyleConfiguration) -> AnyView {
    let env = EnvironmentValues.current
    let options = SideBySideLimit.capped(configuration.options, control: "Picker (.segmented)",
                                         fix: "Show a long list of options with .pickerStyle(.menu) or .pickerStyle(.navigationLink)")
    let selected = configuration.selectedIndex
    // A UISegmentedControl's own settings (under a representable) or the render's appearance proxy's.
    let look = env.segmentedControlLook ?? SegmentedControlLook.current
    func titleStyle(_ isSelected: Bool) -> AnyShapeStyle {
      guard env.isEnabled else { return AnyShapeStyle(HierarchicalShapeStyle.tertiary) }
      let color = isSelected ? look?.selectedTitle.color : look?.normalTitle.color
      return color.map { AnyShapeStyle($0) } ?? AnyShapeStyle(HierarchicalShapeStyle.primary)
    }
    func titleFont(_ isSelected: Bool) -> Font {
      (isSelected ? look?.selectedTitle.font : look?.normalTitle.font)
        ?? .system(size: PickerMetrics.segmentFontSize, weight: isSelected ? .semibold : .medium)
    }
    return AnyView(
      HStack(spacing: 0) {
        ForEach(options.indices, id: \.self) { index in
          options[index]
            .font(titleFont(index == selected))
            .lineLimit(1)
            .foregroundStyle(titleStyle(index == selected))
            .padding(.horizontal, PickerMetrics.segmentHorizontalPadding)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
              if index == selected {
                RoundedRectangle(cornerRadius: PickerMetrics.selectedCornerRadius, style: .continuous)
                  .fill(look?.selectedTint ?? FormPalette.selectedSegment)
                  .shadow(color: Color.black.opacity(0.12), radius: 4, x: 0, y: 2)
              }
            }
            .overlay(alignment: .trailing) {
              if index + 1 < options.count && index != selected && index + 1 != selected {
                Rectangle()
                  .fill(FormPalette.separator)
                  .frame(width: 1, height: PickerMetrics.separatorHeight)
                  .offset(x: 0.5)
              }
            }
            .pickerOptionAccessibility(isSelected: index == selected)
        }
      }
      .padding(PickerMetrics.selectedInset)
      .frame(height: PickerMetrics.segmentedHeight)
      .background(
        RoundedRectangle(cornerRadius: PickerMetrics.segmentedCornerRadius, style: .continuous)
          .fill(look?.track ?? FormPalette.tertiarySystemFill))
      // UISegmentedControl's titles are not SwiftUI text: a list row's separator does not start under them.
      .hidingTextLeading())
  }
}

/// A picker style that presents the options inline: one row per option, a tinted checkmark on the selected one.
///
/// In a list, iOS makes each option a list row of its own: the options fill the row they are in to its edges
/// (no row insets around them), each is at least `defaultMinListRowHeight` tall with the row's side insets, and
/// the separators between them start under the option's text and reach the row's trailing edge.
nonisolated public struct InlinePickerStyle: PickerStyle {
  public init() {}
  public func _makeBody(configuration: _PickerStyleConfiguration) -> AnyView {
    let options = configuration.options
    guard let insets = EnvironmentValues.current.listRowContentInsets else {
      return AnyView(
        VStack(alignment: .leading, spacing: 0) {
          ForEach(options.indices, id: \.self) { index in
            if index > 0 { Divider() }
            option(index, configuration).modifier(ListRowMinimumHeight())
          }
        })
    }
    return AnyView(
      VStack(alignment: .leading, spacing: 0) {
        ForEach(options.indices, id: \.self) { index in
          ListRowSeparatorLayout(defaultLeading: insets.leading) {
            option(index, configuration)
              .padding(.leading, insets.leading)
              .padding(.trailing, insets.trailing)
              .modifier(ListRowMinimumHeight())
            // In a stack of its own, so the hairline lies across the row whatever stack the picker is in.
            if index + 1 < options.count { VStack(spacing: 0) { Divider() } }
          }
        }
      }
      .padding(EdgeInsets(top: -insets.top, leading: -insets.leading, bottom: -insets.bottom, trailing: -insets.trailing)))
  }

  /// Option `index`: its view, then the tinted checkmark when it is the selected one.
  private func option(_ index: Int, _ configuration: _PickerStyleConfiguration) -> some View {
    HStack {
      configuration.options[index]
      Spacer()
      if index == configuration.selectedIndex {
        Image(systemName: "checkmark")
          .font(.body.weight(.semibold))
          .foregroundStyle(TintShapeStyle())
          .accessibilityHidden(true)
      }
    }
    .pickerOptionAccessibility(isSelected: index == configuration.selectedIndex)
  }
}

/// A picker style that presents the options in a scrollable wheel, at rest on the selected option.
///
/// iOS 17 `UIPickerView`, drawn still: 32 pt rows, the selected one centred on a
/// `tertiarySystemFill` rounded band (8 pt radius) and up to three rows above and below it
/// fading out (opacity 1 − 0.25 per row); the wheel is 7 rows (224 pt) tall. Given less height
/// (`.frame(height: 150)`), it takes that height and shows the rows around the selection that fit, cut at
/// its edges, as a picker view's scrolling rows are clipped to its bounds.
nonisolated public struct WheelPickerStyle: PickerStyle {
  public init() {}
  public func _makeBody(configuration: _PickerStyleConfiguration) -> AnyView {
    let options = configuration.options
    let selected = configuration.selectedIndex ?? 0
    let reach = PickerMetrics.wheelRowsAroundSelection
    return AnyView(
      VStack(spacing: 0) {
        ForEach(Array(-reach...reach), id: \.self) { offset in
          let index = selected + offset
          Group {
            if options.indices.contains(index) {
              options[index].lineLimit(1)
            } else {
              Color.clear
            }
          }
          .frame(maxWidth: .infinity)
          .frame(height: PickerMetrics.wheelRowHeight)
          .opacity(1 - 0.25 * Double(abs(offset)))
        }
      }
      .background(
        RoundedRectangle(cornerRadius: PickerMetrics.segmentedCornerRadius, style: .continuous)
          .fill(FormPalette.tertiarySystemFill)
          .frame(height: PickerMetrics.wheelRowHeight))
      .frame(minHeight: 0, idealHeight: wheelHeight, maxHeight: wheelHeight)
      .clipped())
  }

  /// The wheel's full height: the selected row and the rows drawn around it.
  private var wheelHeight: CGFloat { PickerMetrics.wheelRowHeight * CGFloat(2 * PickerMetrics.wheelRowsAroundSelection + 1) }
}

/// Metrics of the iOS picker styles.
enum PickerMetrics {
  static let segmentedHeight: CGFloat = 32
  static let segmentedCornerRadius: CGFloat = 8
  static let selectedCornerRadius: CGFloat = 7
  static let selectedInset: CGFloat = 2
  static let segmentFontSize: CGFloat = 13
  static let segmentHorizontalPadding: CGFloat = 8
  static let separatorHeight: CGFloat = 16
  static let menuChevronSpacing: CGFloat = 4
  static let wheelRowHeight: CGFloat = 32
  static let wheelRowsAroundSelection = 3
}

nonisolated extension PickerStyle where Self == DefaultPickerStyle {
  /// The default picker style, based on the picker's context.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

nonisolated extension PickerStyle where Self == MenuPickerStyle {
  /// A picker style that presents the options as a menu when the user presses a button.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

nonisolated extension PickerStyle where Self == SegmentedPickerStyle {
  /// A picker style that presents the options in a segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

nonisolated extension PickerStyle where Self == InlinePickerStyle {
  /// A picker style that presents the options inline with other views in the current container.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

nonisolated extension PickerStyle where Self == WheelPickerStyle {
  /// A picker style that presents the options in a scrollable wheel that shows the selected option and a few neighboring options.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

nonisolated extension View {
  /// An option of a picker that shows every option: a button, selected when it is the selection.
  func pickerOptionAccessibility(isSelected: Bool) -> some View {
    accessibilityRole { context in AccessibilityRole(kind: .button, isEnabled: context.environment.isEnabled) }
      .accessibilityAddTraits(isSelected ? .isSelected : [])
  }
}

/// A picker style represented by a navigation link that presents the options on a list-style
/// page (iOS 16). At rest in a form row it draws as iOS does: the label, then the selected option
/// in the secondary style before the row's disclosure chevron; outside a row, a link button.
nonisolated public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
  public func _makeBody(configuration: _PickerStyleConfiguration) -> AnyView {
    let showsLabel = !ControlsPalette.labelsHidden(EnvironmentValues.current)
    return AnyView(NavigationLinkBody(label: HStack {
      if showsLabel {
        configuration.label
        Spacer()
      }
      if let index = configuration.selectedIndex {
        configuration.options[index].foregroundStyle(HierarchicalShapeStyle.secondary)
      }
    }
    .lineLimit(1)))
  }
}

nonisolated extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A picker style represented by a navigation link that presents the options by pushing a list-style picker view.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
