import Foundation

/// One preview of a `PreviewProvider`: a top-level view of its `previews` with the preview
/// traits and colour scheme its modifiers set.
///
/// As in Xcode, each view of a `Group` or `ForEach` at the top of `previews` is its own
/// preview, and modifiers on the group apply to each of them
/// (`Group { Light(); Dark() }.previewLayout(.sizeThatFits)`). Preview modifiers and
/// environment changes are read from the modifiers around each view without resolving any
/// `body`, so a `previewDisplayName` inside a custom view's body is not seen.
public struct PreviewVariant {
  /// The preview's view, with all its modifiers.
  public let view: AnyView
  /// What its preview modifiers say; the outermost modifier wins when one is applied twice.
  public let traits: PreviewTraits
  /// The colour scheme that `preferredColorScheme(_:)` or `.environment(\.colorScheme, …)`
  /// around the view sets, or nil when none does.
  public let colorScheme: ColorScheme?

  /// The previews that `previews` lists, in order.
  public static func variants<V: View>(of previews: V) -> [PreviewVariant] {
    split(previews).map { view in
      let (traits, changes) = modifiers(around: view)
      return PreviewVariant(view: AnyView(view), traits: traits, colorScheme: colorScheme(after: changes))
    }
  }

  /// The top-level views of `view`: a group, `ForEach`, `if` or tuple is looked through and
  /// the modifiers around it are applied to each of its views.
  static func split(_ view: any View) -> [any View] {
    if let link = view as? any ModifierChainLink {
      let inner = split(link.linkContent)
      return inner.count == 1 ? [view] : inner.map { link.rewrapped(around: $0) }
    }
    if let list = view as? any SubviewList { return list.subviewList.flatMap { split($0.view) } }
    return [view]
  }

  /// The preview traits and environment changes of the modifiers around `view`, outermost first.
  static func modifiers(around view: any View) -> (PreviewTraits, [(inout EnvironmentValues) -> Void]) {
    var writers: [any PreviewTraitWriter] = []
    var changes: [(inout EnvironmentValues) -> Void] = []
    var current = view
    while let link = current as? any ModifierChainLink {
      if let writer = link.linkModifier as? any PreviewTraitWriter { writers.append(writer) }
      if let change = link.linkModifier as? _EnvironmentModifier { changes.append(change.change) }
      current = link.linkContent
    }
    var traits = PreviewTraits()
    for writer in writers.reversed() { writer.writeTrait(&traits) }
    return (traits, changes)
  }

  /// The colour scheme the changes set: the one they end with whatever the scheme was before.
  static func colorScheme(after changes: [(inout EnvironmentValues) -> Void]) -> ColorScheme? {
    guard !changes.isEmpty else { return nil }
    func probe(_ start: ColorScheme) -> ColorScheme {
      var environment = EnvironmentValues()
      environment.colorScheme = start
      for change in changes { change(&environment) }
      return environment.colorScheme
    }
    let fromLight = probe(.light)
    return fromLight == probe(.dark) ? fromLight : nil
  }
}

/// A view with one modifier applied, seen as a link of a modifier chain.
protocol ModifierChainLink {
  /// The view the modifier is applied to.
  var linkContent: any View { get }
  /// The modifier.
  var linkModifier: Any { get }
  /// The same modifier applied to `view`.
  func rewrapped(around view: any View) -> any View
}

extension ModifiedContent: ModifierChainLink where Content: View, Modifier: ViewModifier {
  var linkContent: any View { content }
  var linkModifier: Any { modifier }
  func rewrapped(around view: any View) -> any View { wrap(view) }
  private func wrap<V: View>(_ view: V) -> any View { ModifiedContent<V, Modifier>(content: view, modifier: modifier) }
}
