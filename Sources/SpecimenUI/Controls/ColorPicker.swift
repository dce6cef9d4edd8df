import Foundation

/// A control used to select a color from the system color picker UI.
///
/// Drawn at rest as iOS draws it in a row: the label, then the color well — a 28-pt circle
/// ringed by a hue wheel with the selected color inside a white gap (the ring and sizes are
/// Specimen's estimate from iOS 17 screenshots; `UIColorWell` publishes no metrics).
nonisolated public struct ColorPicker<Label: View>: View {
  let color: Color
  let label: Label

  /// Creates an instance that selects a color.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.color = selection.wrappedValue
    self.label = label()
  }

  /// Creates an instance that selects a `CGColor`.
  public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.color = Color(cgColor: selection.wrappedValue)
    self.label = label()
  }

  public var body: some View {
    let showsLabel = EnvironmentValues.current.labelsVisibility != .hidden
    return HStack {
      if showsLabel {
        label
        Spacer(minLength: 8)
      }
      ColorWell(color: color)
    }
  }
}

/// The color well of a `ColorPicker`.
nonisolated struct ColorWell: View {
  let color: Color
  static let diameter: CGFloat = 28
  static let ringWidth: CGFloat = 3
  static let gap: CGFloat = 2

  var body: some View {
    ZStack {
      Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center),
                            lineWidth: Self.ringWidth)
      Circle().fill(color).padding(Self.ringWidth + Self.gap)
    }
    .frame(width: Self.diameter, height: Self.diameter)
  }
}

extension ColorPicker where Label == Text {
  /// Creates a color picker with a text label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
  /// Creates a color picker with a text label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
  /// Creates a `CGColor` picker with a text label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }
  /// Creates a `CGColor` picker with a text label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
