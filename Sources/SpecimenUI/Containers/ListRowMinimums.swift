import Foundation

/// The least heights a list gives its rows and section headers: `defaultMinListRowHeight` (44 pt on iPhone) and
/// `defaultMinListHeaderHeight` (nil: the style's own, 28 pt for a plain list's header band), as they are laid out.
///
/// Teams lower the row minimum (`.environment(\.defaultMinListRowHeight, 1)`) so compact rows hug their content,
/// and raise it for taller rows; a row is then the taller of the minimum and its content with its insets, as a
/// `UITableView` row with automatic height is. A value that is not a length is named where it is read.
struct ListRowMinimums {
  let row: CGFloat
  let header: CGFloat?

  init(row: CGFloat, header: CGFloat?) {
    self.row = Self.checked(row, "defaultMinListRowHeight", standard: FormMetrics.minimumRowHeight) ?? FormMetrics.minimumRowHeight
    self.header = header.flatMap { Self.checked($0, "defaultMinListHeaderHeight", standard: nil) }
  }

  /// `value` when it is a finite length of 0 or more; otherwise the environment's `standard` (NaN, infinity) or 0
  /// (a negative length), with a warning naming `key`. A finite length longer than any screen is laid out as the
  /// longest length taken as meant, and warned about.
  private static func checked(_ value: CGFloat, _ key: String, standard: CGFloat?) -> CGFloat? {
    let written = ".environment(\\.\(key), \(LayoutArgumentCheck.text(value)))"
    if value.isFinite && value >= 0 {
      let longest = LayoutArgumentCheck.longestLength
      guard value > longest else { return value }
      LayoutArgumentCheck.report("\(written) is \(LayoutArgumentCheck.beyondAnyScreen); laid out as \(NumberText.describe(longest)) pt, "
        + "so each row is still taller than any image. Give a height that fits on a screen")
      return longest
    }
    let used = value.isFinite ? "0" : standard.map { "the standard \(NumberText.describe($0)) pt" } ?? "the list style's own"
    LayoutArgumentCheck.report("\(written) is not a finite height of 0 or more; laid out with \(used). Give a height of 0 or more")
    return value.isFinite ? 0 : standard
  }
}

/// A row at least `defaultMinListRowHeight` tall: an inline picker's options, which iOS draws as list rows.
nonisolated struct ListRowMinimumHeight: ViewModifier {
  @Environment(\.defaultMinListRowHeight) private var minimum
  func body(content: Content) -> some View {
    content.frame(minHeight: ListRowMinimums(row: minimum, header: nil).row)
  }
}
