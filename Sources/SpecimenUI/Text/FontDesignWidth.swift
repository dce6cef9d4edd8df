import Foundation

extension Font {
  /// A width to use for fonts that have multiple widths (iOS 16).
  ///
  /// Values follow SwiftUI's: compressed −0.3, condensed −0.2, standard 0, expanded 0.2
  /// (developer.apple.com/documentation/swiftui/font/width). The width is kept on the font but the
  /// stand-in faces have one width, so text is drawn at the standard width (docs/unsupported.md).
  public struct Width: Hashable, Sendable {
    /// The width value, −1 (narrowest) … 1 (widest).
    public var value: CGFloat
    /// The value given when it was not finite (then `value` is 0) or outside −1…1 (then `value` is the nearer end),
    /// for the modifier that sets it to name.
    let rejected: CGFloat?
    /// Creates a width from a value; UIKit's width trait takes −1…1, and a value outside is clamped to that range.
    public init(_ value: CGFloat) {
      self.value = value.isFinite ? min(max(value, -1), 1) : 0
      rejected = value.isFinite && abs(value) <= 1 ? nil : value
    }

    public static func == (lhs: Width, rhs: Width) -> Bool { lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    /// The warning for a width made from a value that is not finite or outside −1…1, naming `modifier`, or nil.
    func issue(_ modifier: String) -> String? {
      guard let rejected else { return nil }
      let given = "\(modifier): Font.Width(\(NumberText.describe(Double(rejected))))"
      guard rejected.isFinite else {
        return "\(given) is not a finite width; drawn at the standard width (0). Give a finite value, e.g. .condensed (-0.2) or .expanded (0.2)"
      }
      // UIFontDescriptor.TraitKey.width: "The valid value range is from -1.0 to 1.0"; font matching keeps to it.
      return "\(given) is outside -1…1, the range of a font's width trait; clamped to \(NumberText.describe(Double(value))), "
        + "the \(value < 0 ? "narrowest" : "widest") width. Give a value from -1 to 1, e.g. .condensed (-0.2) or .expanded (0.2)"
    }
    /// The narrowest width.
    public static let compressed = Width(-0.3)
    /// A narrow width.
    public static let condensed = Width(-0.2)
    /// The standard width.
    public static let standard = Width(0)
    /// A wide width.
    public static let expanded = Width(0.2)
  }

  /// This font with the given width (drawn at the standard width; see `Font.Width`).
  public func width(_ width: Width) -> Font {
    var copy = self
    copy.widthIssue = width.issue("Font.width(_:)")
    return copy
  }
}

struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
struct FontWidthKey: EnvironmentKey { static let defaultValue: Font.Width? = nil }

extension EnvironmentValues {
  /// The font design set by `.fontDesign(_:)` on a container; applies to fonts that name no design.
  package var fontDesign: Font.Design? {
    get { self[FontDesignKey.self] }
    set { self[FontDesignKey.self] = newValue }
  }
  /// The font width set by `.fontWidth(_:)` on a container.
  package var fontWidth: Font.Width? {
    get { self[FontWidthKey.self] }
    set { self[FontWidthKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the font design of the text in this view (iOS 16.1); fonts that already name a design keep theirs.
  public func fontDesign(_ design: Font.Design?) -> some View { environmentChange { $0.fontDesign = design } }

  /// Sets the font width of the text in this view (iOS 16.4; drawn at the standard width, see `Font.Width`).
  public func fontWidth(_ width: Font.Width?) -> some View {
    environmentChange {
      if let issue = width?.issue(".fontWidth") { ResolveIssues.report(ResolveIssue(.invalidNumber, issue)) }
      $0.fontWidth = width
    }
  }
}

nonisolated extension Text {
  /// This text with the given font design (iOS 16.1); a font that names a design keeps it.
  public func fontDesign(_ design: Font.Design?) -> Text {
    var copy = self
    copy.design = design
    return copy
  }

  /// This text with the given font width (iOS 16.4; drawn at the standard width, see `Font.Width`).
  public func fontWidth(_ width: Font.Width?) -> Text {
    guard let issue = width?.issue(".fontWidth") else { return self }
    var copy = self
    copy.numberIssues.append(issue)
    return copy
  }
}

nonisolated extension Text {
  /// This text in the fixed-width variant of its font (iOS 16.4): the monospaced design.
  public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
}

nonisolated extension View {
  /// Text in this view in the fixed-width variant of its font (iOS 16.4): the monospaced design.
  public func monospaced(_ isActive: Bool = true) -> some View {
    environmentChange { if isActive { $0.fontDesign = .monospaced } }
  }
}
