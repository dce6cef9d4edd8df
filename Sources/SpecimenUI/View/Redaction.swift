import Foundation

/// The reasons to apply a redaction to data displayed on screen (iOS 14).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Displayed data should appear as generic placeholders.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// Displayed data should be obscured to protect private information.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// Displayed data should appear as invalidated and pending a new update.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

/// Whether the views here are marked `privacySensitive()` (the innermost mark wins).
struct PrivacySensitiveKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The current redaction reasons applied to the view hierarchy.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }

  /// Whether the views here are marked as holding private data (`privacySensitive(_:)`).
  var isPrivacySensitive: Bool {
    get { self[PrivacySensitiveKey.self] }
    set { self[PrivacySensitiveKey.self] = newValue }
  }

  /// Whether text here draws as a placeholder: under `.placeholder`, or under `.privacy` when marked `privacySensitive()`,
  /// as SwiftUI "redacts views marked with this modifier when you apply the privacy redaction reason".
  var drawsTextRedacted: Bool {
    redactionReasons.contains(.placeholder) || (redactionReasons.contains(.privacy) && isPrivacySensitive)
  }
}

nonisolated extension View {
  /// Adds a reason to apply a redaction to this view hierarchy.
  ///
  /// With `.placeholder`, each `Text` draws as a rounded bar of its size in the quaternary foreground
  /// style instead of its glyphs, as SwiftUI's placeholder redaction does; other views draw as they are
  /// (docs/unsupported.md).
  public func redacted(reason: RedactionReasons) -> some View {
    environmentChange { $0.redactionReasons.formUnion(reason) }
  }

  /// Removes any reason to apply a redaction to this view hierarchy.
  public func unredacted() -> some View { environmentChange { $0.redactionReasons = [] } }

  /// Marks the view as containing sensitive, private user data: under `.redacted(reason: .privacy)` its text draws as a
  /// placeholder, as under `.placeholder`; without that reason it draws as is.
  public func privacySensitive(_ sensitive: Bool = true) -> some View { environmentChange { $0.isPrivacySensitive = sensitive } }
}

nonisolated extension Text {
  /// This text as a placeholder: its glyphs laid out but clear, over a rounded bar of the quaternary style.
  func placeholderNode(in context: ResolveContext) -> ResolvedNode {
    context.resolve(
      self.foregroundColor(.clear)
        .background(RoundedRectangle(cornerRadius: 4, style: .continuous).fill(.quaternary))
        .environment(\.redactionReasons, []))
  }
}
