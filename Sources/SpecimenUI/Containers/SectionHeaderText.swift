import Foundation

/// A list section header's text style, chosen by `headerProminence`: standard headers are
/// uppercased in the secondary color at `standardFont`; `.increased` ones (iOS 15) are drawn as
/// UIKit's prominent inset-grouped header: title 3 semibold in the primary color, as written.
nonisolated struct SectionHeaderText: View {
  let header: any View
  let standardFont: Font
  /// The prominence set on the section itself, which wins over the list's environment.
  let sectionProminence: Prominence?
  @Environment(\.headerProminence) private var environmentProminence

  var body: some View {
    if (sectionProminence ?? environmentProminence) == .increased {
      AnyView(header)
        .font(.title3.weight(.semibold))
        .foregroundStyle(HierarchicalShapeStyle.primary)
    } else {
      AnyView(header)
        .textCase(.uppercase)
        .font(standardFont)
        .foregroundStyle(HierarchicalShapeStyle.secondary)
    }
  }
}
