import Foundation

nonisolated extension View {
  /// Sets the environment value of the specified key path to the given value.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    environmentChange { $0[keyPath: keyPath] = value }
  }

  /// Transforms the environment value of the specified key path with the given function.
  public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
    environmentChange { transform(&$0[keyPath: keyPath]) }
  }

  /// Sets the default font for text in this view.
  public func font(_ font: Font?) -> some View { environmentChange { $0.font = font } }

  /// Sets the font weight of the text in this view.
  public func fontWeight(_ weight: Font.Weight?) -> some View { environmentChange { $0.fontWeight = weight } }

  /// Applies a bold font weight to the text in this view.
  public func bold(_ isActive: Bool = true) -> some View { environmentChange { if isActive { $0.fontWeight = .bold } } }

  /// Applies italics to the text in this view.
  public func italic(_ isActive: Bool = true) -> some View { environmentChange { if isActive { $0.isItalic = true } } }

  /// Sets the color of the foreground elements displayed by this view.
  public func foregroundColor(_ color: Color?) -> some View {
    environmentChange { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
  }

  /// Sets a view's foreground elements to use a given style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environmentChange {
      $0.foregroundStyle = AnyShapeStyle(EnclosingForegroundStyle(style: AnyShapeStyle(style), enclosing: $0.foregroundStyle))
      $0.foregroundPalette = nil
    }
  }

  /// `foregroundStyle(_:)` as an environment value even on a `Text` (whose own `foregroundStyle`
  /// would replace a colour the text already has): library views style user text this way.
  package func environmentForegroundStyle<S: ShapeStyle>(_ style: S) -> some View { foregroundStyle(style) }

  /// Sets the tint color within this view.
  public func tint(_ tint: Color?) -> some View {
    environmentChange { $0.tint = tint.map(AnyShapeStyle.init) }
  }

  /// Sets the tint within this view.
  @_disfavoredOverload
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    environmentChange { $0.tint = tint.map(AnyShapeStyle.init) }
  }

  /// Sets the accent color for this view and the views it contains.
  public func accentColor(_ accentColor: Color?) -> some View {
    environmentChange { $0.accentColor = accentColor }
  }

  /// Adds a condition that controls whether users can interact with this view.
  public func disabled(_ disabled: Bool) -> some View {
    environmentChange { if disabled { $0.isEnabled = false } }
  }

  /// Sets the maximum number of lines that text can occupy in this view.
  public func lineLimit(_ number: Int?) -> some View {
    environmentChange {
      $0.lineLimit = number.map { max(1, $0) }
      $0.lineLimitMinimum = nil
      $0.lineLimitReservesSpace = false
    }.node { child, _ in
      if let number { LineLimitCheck.reportBelowOne(".lineLimit(\(number))", number) }
      return child
    }
  }

  /// Sets the alignment of a text view that contains multiple lines of text.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environmentChange { $0.multilineTextAlignment = alignment }
  }

  /// Sets the truncation mode for lines of text that are too long to fit in the available space.
  public func truncationMode(_ mode: TruncationMode) -> some View { environmentChange { $0.truncationMode = mode } }

  /// Sets the minimum amount that text in this view scales down to fit in the available space.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { environmentChange { $0.minimumScaleFactor = factor } }

  /// Sets the amount of space between lines of text in this view.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environmentChange { $0.lineSpacing = lineSpacing } }

  /// Sets this view's color scheme (deprecated in iOS 17 for `preferredColorScheme(_:)`): unlike the
  /// preferred scheme, it changes only the environment of this view and those inside it.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environmentChange { $0.colorScheme = colorScheme }
  }

  /// Sets the preferred color scheme for this presentation.
  ///
  /// The scheme overrides the appearance of the whole presentation the view is in, not only this view's
  /// (`PreferredColorSchemeKey`): a render draws the whole view in it, as iOS draws the whole window.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    environmentChange { if let colorScheme { $0.colorScheme = colorScheme } }
      .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
  }

  /// Sets the size for controls within this view.
  public func controlSize(_ controlSize: ControlSize) -> some View { environmentChange { $0.controlSize = controlSize } }
}

/// A foreground style set by `foregroundStyle(_:)`, painted against the enclosing one, so `.secondary` or `.foreground` refer to the outer style instead of themselves.
struct EnclosingForegroundStyle: ShapeStyle {
  let style: AnyShapeStyle
  let enclosing: AnyShapeStyle?
  func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    var outer = environment
    outer.foregroundStyle = enclosing
    return style._paint(in: outer, level: level)
  }
}

/// The colour scheme `preferredColorScheme(_:)` asks for: Apple, "a preferred color scheme for the nearest enclosing
/// presentation, like a popover, a sheet, or a window. The value that you set overrides the user's Dark Mode
/// selection for that presentation." A render reads the outermost one set in the view (`firstPreferenceValue`) and,
/// when it differs from the scheme the view is drawn in (a cell's `colorScheme` axis plays the user's selection),
/// draws the whole view again in it.
package struct PreferredColorSchemeKey: PreferenceKey {
  package static let defaultValue: ColorScheme? = nil
  package static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
    if value == nil { value = nextValue() }
  }
}
