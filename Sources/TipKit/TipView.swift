import SpecimenUI

/// A tip drawn inline (iOS 17): a card with the tip's image, title and message, its actions
/// below, and a close button.
///
/// The card: 16-pt insets on the secondary system background in a 13-pt continuous rounded
/// rectangle; the image in the tint colour at title2 size; the title in headline, the message in
/// subheadline secondary, 4 pt apart; an `xmark` in the tertiary style at the trailing edge. These
/// metrics are Specimen's estimate from iOS 17 screenshots (Apple publishes none). `arrowEdge`
/// draws no arrow here. Under `.tipViewStyle(_:)` the style's body replaces the card's contents
/// (image, texts, close mark, actions and the 16-pt insets) and keeps its background.
nonisolated public struct TipView<Content: Tip>: View {
  let tip: Content
  @Environment(\.tipBackgroundStyle) private var background
  @Environment(\.tipViewStyle) private var style

  /// Creates a view of `tip`, with an arrow pointing to `arrowEdge` (not drawn) and an action handler.
  public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping (Tips.Action) -> Void = { _ in }) {
    self.tip = tip
  }

  public var body: some View {
    Group {
      if let style {
        style.makeBody(TipViewStyleConfiguration(tip: tip))
      } else {
        systemCard
      }
    }
    .background(background ?? AnyShapeStyle(Color(uiColor: .secondarySystemBackground)),
                in: RoundedRectangle(cornerRadius: 13, style: .continuous))
  }

  /// The system style: image, title and message, the close mark, then the actions.
  private var systemCard: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(alignment: .top, spacing: 12) {
        if let image = tip.image {
          image.font(.title2).foregroundStyle(.tint)
        }
        VStack(alignment: .leading, spacing: 4) {
          tip.title.font(.headline)
          if let message = tip.message {
            message.font(.subheadline).foregroundStyle(.secondary)
          }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        Image(systemName: "xmark").font(.subheadline.weight(.semibold)).foregroundStyle(.tertiary)
      }
      ForEach(tip.actions) { action in
        Divider()
        action.label().foregroundStyle(.tint)
      }
    }
    .padding(16)
  }
}

private struct TipBackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
  /// The background a `.tipBackground(_:)` modifier set.
  var tipBackgroundStyle: AnyShapeStyle? {
    get { self[TipBackgroundStyleKey.self] }
    set { self[TipBackgroundStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Presents a tip in a popover pointing at this view (iOS 17). A popover lives in its own
  /// window, so a still draws this view alone.
  public func popoverTip<Content: Tip>(_ tip: Content?, arrowEdge: Edge? = nil,
                                       action: @escaping (Tips.Action) -> Void = { _ in }) -> some View {
    self
  }

  /// Sets the background of tips in this view.
  public func tipBackground<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.tipBackgroundStyle, AnyShapeStyle(style))
  }

  /// Sets the size of tips' images in this view (kept, not applied).
  public func tipImageSize(_ size: CGSize) -> some View { self }

  /// Sets the corner radius of tips in this view (kept, not applied: drawn at 13 pt).
  public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View { self }
}
