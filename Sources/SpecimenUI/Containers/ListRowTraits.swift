import Foundation

/// What a row's list modifiers ask of the list that draws it.
struct ListRowTraits {
  /// `.listRowInsets`: the row content's insets (nil: the style's).
  var insets: EdgeInsets?
  /// `.listRowBackground`: the view behind the row (nil: the style's).
  var background: (any View)?
  /// `.listRowSeparator`: the visibility of the separators above and below the row.
  var separatorTop = Visibility.automatic
  var separatorBottom = Visibility.automatic
  /// `.listRowSeparatorTint`: the separators' color.
  var separatorTint: Color?
  /// `.listSectionSeparator` (read on a Section): the visibility of the section's outer separators.
  var sectionSeparatorTop = Visibility.automatic
  var sectionSeparatorBottom = Visibility.automatic
  /// `.headerProminence` (read on a Section): its header's prominence (nil: the environment's).
  var headerProminence: Prominence?
  /// `.badge`: the text drawn at the row's trailing edge (nil: none).
  var badge: Text?
  /// The row is a navigation link, whose disclosure chevron stays at the trailing edge with the badge before it.
  var isNavigationLink = false
  /// The edit actions of the `ForEach` the row comes from (`onDelete`, `onMove`, `editActions:`), drawn in edit mode.
  var editActions: ListRowEditActions = []
  /// `.deleteDisabled(true)`: the row offers no delete control even when its `ForEach` deletes.
  var isDeleteDisabled = false
  /// `.moveDisabled(true)`: the row offers no reorder control even when its `ForEach` moves.
  var isMoveDisabled = false
  /// Where the traits are read: nil for a row or a section, "header" or "footer" for a section's header or footer,
  /// which Specimen draws at the list style's insets (`.listRowInsets` there is checked, not applied).
  var sectionPart: String?
}

/// A modifier that sets one of a row's list traits; it draws nothing itself.
protocol ListRowTraitModifier {
  func apply(to traits: inout ListRowTraits)
}

/// A view that may carry list-row traits in its modifiers.
protocol ListRowTraitCarrier {
  /// Applies this view's trait modifiers, innermost first, so the outermost wins.
  func applyListRowTraits(to traits: inout ListRowTraits)
}

extension ModifiedContent: ListRowTraitCarrier where Content: View, Modifier: ViewModifier {
  func applyListRowTraits(to traits: inout ListRowTraits) {
    (content as? any ListRowTraitCarrier)?.applyListRowTraits(to: &traits)
    (modifier as? any ListRowTraitModifier)?.apply(to: &traits)
  }
}

extension AnyView: ListRowTraitCarrier {
  func applyListRowTraits(to traits: inout ListRowTraits) {
    (view as? any ListRowTraitCarrier)?.applyListRowTraits(to: &traits)
  }
}

/// The list traits of `view`, read through its modifiers; `sectionPart` says it is a section's "header" or "footer".
func listRowTraits(of view: any View, sectionPart: String? = nil) -> ListRowTraits {
  var traits = ListRowTraits()
  traits.sectionPart = sectionPart
  (view as? any ListRowTraitCarrier)?.applyListRowTraits(to: &traits)
  return traits
}

extension EdgeInsets {
  /// Names the edges of a section header's or footer's `.listRowInsets` that are not finite, below 0 or longer than any
  /// screen, as a row's are named; a header or footer is drawn at the list style's insets whatever it gives.
  func reportUnusableSectionInsets(_ part: String) {
    let unusable = namedEdges.filter { !($0.length.isFinite && $0.length >= 0 && $0.length <= LayoutArgumentCheck.longestLength) }
    guard !unusable.isEmpty else { return }
    let list = unusable.map { "\($0.name) \(LayoutArgumentCheck.text($0.length))" }.joined(separator: ", ")
    ResolveIssues.report(ResolveIssue(.invalidNumber, ".listRowInsets on a section \(part): \(list) \(unusable.count == 1 ? "is not a length" : "are not lengths") "
      + "from 0 to \(NumberText.describe(Double(LayoutArgumentCheck.longestLength))) pt; left out, as the \(part) is drawn at the list style's insets. "
      + "Give finite insets of 0 or more"))
  }
}

/// The modifier behind the list-row modifiers: it draws its content unchanged and sets a trait.
nonisolated public struct _ListRowTraitModifier: ViewModifier, PrimitiveModifier, ListRowTraitModifier {
  public typealias Body = Never
  let change: (inout ListRowTraits) -> Void
  func apply(to traits: inout ListRowTraits) { change(&traits) }
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] {
    context.resolveChildren(content)
  }
}

nonisolated extension View {
  /// Applies an inset to the rows in a list (nil: the list style's default insets).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(_ListRowTraitModifier {
      if let part = $0.sectionPart {
        insets?.reportUnusableSectionInsets(part)
        return
      }
      insets?.reportUnusableMargins(".listRowInsets")
      let past = insets?.namedEdges.filter { $0.length.isFinite && $0.length > LayoutArgumentCheck.longestLength } ?? []
      if !past.isEmpty {
        let list = past.map { "\($0.name) \(NumberText.describe(Double($0.length)))" }.joined(separator: ", ")
        LayoutArgumentCheck.report(".listRowInsets: \(list) \(past.count == 1 ? "is" : "are") \(LayoutArgumentCheck.beyondAnyScreen); laid out "
          + "as given, so the row's content is pushed out of every image. Give insets that fit on a screen")
      }
      $0.insets = insets?.sanitizedForSafeArea
    })
  }

  /// Places a custom background view behind a list row item.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(_ListRowTraitModifier { $0.background = view })
  }

  /// Sets the display mode for the separator associated with this specific row.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_ListRowTraitModifier {
      if edges.contains(.top) { $0.separatorTop = visibility }
      if edges.contains(.bottom) { $0.separatorBottom = visibility }
    })
  }

  /// Sets the tint color associated with a row's separators.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_ListRowTraitModifier { $0.separatorTint = color })
  }

  /// Sets whether to hide the separator associated with a list section.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(_ListRowTraitModifier {
      if edges.contains(.top) { $0.sectionSeparatorTop = visibility }
      if edges.contains(.bottom) { $0.sectionSeparatorBottom = visibility }
    })
  }

  /// Sets the tint color associated with a section's separators.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
}

extension VerticalEdge {
  /// An efficient set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: VerticalEdge) { self.rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let bottom = Set(.bottom)
    public static let all: Set = [.top, .bottom]
  }
}

extension HorizontalEdge {
  /// An efficient set of horizontal edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: HorizontalEdge) { self.rawValue = 1 << edge.rawValue }
    public static let leading = Set(.leading)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.leading, .trailing]
  }
}
