import Foundation

/// SwiftUI's Sign in with Apple button (iOS 14): the Apple logo and the label's title on a
/// rounded rectangle in the environment's `SignInWithAppleButton.Style`. Like the UIKit button it
/// wraps, it fills the space it is offered (at least 140 × 30, the HIG's smallest button); the
/// title is set in the system font's medium weight at 43 % of the button's height, the size the
/// HIG gives for these buttons, and the corners are rounded by 6 pt (an estimate:
/// `ASAuthorizationAppleIDButton` publishes no default radius). A tap is never made in a render,
/// so neither closure is called.
public struct SignInWithAppleButton: View {
  let label: Label
  let onRequest: (ASAuthorizationAppleIDRequest) -> Void
  let onCompletion: (Result<ASAuthorization, any Error>) -> Void
  @Environment(\.signInWithAppleButtonStyle) private var style

  /// Creates a Sign in with Apple button.
  public init(_ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
              onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) {
    self.label = label
    self.onRequest = onRequest
    self.onCompletion = onCompletion
  }

  public var body: some View {
    GeometryReader { proxy in
      let metrics = SignInWithAppleButtonMetrics(size: proxy.size)
      ZStack {
        RoundedRectangle(cornerRadius: SignInWithAppleButtonMetrics.cornerRadius, style: .continuous)
          .fill(style.background)
        if style.isOutlined {
          RoundedRectangle(cornerRadius: SignInWithAppleButtonMetrics.cornerRadius, style: .continuous)
            .strokeBorder(style.foreground, lineWidth: 1)
        }
        HStack(spacing: metrics.logoSpacing) {
          AppleLogoShape()
            .fill(style.foreground)
            .frame(width: metrics.logoSize.width, height: metrics.logoSize.height)
          Text(label.title)
            .font(.system(size: metrics.fontSize, weight: .medium))
            .foregroundStyle(style.foreground)
            .lineLimit(1)
            .minimumScaleFactor(0.5)
        }
        .padding(.horizontal, metrics.fontSize * 0.5)
      }
    }
    .frame(minWidth: SignInWithAppleButtonMetrics.minimumSize.width, minHeight: SignInWithAppleButtonMetrics.minimumSize.height)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(Text(label.title))
    .accessibilityAddTraits(.isButton)
  }

  /// The label that appears on the button.
  public struct Label: Equatable, Sendable {
    /// The English title the system draws for the label.
    let title: String

    /// A label that reads "Sign in with Apple".
    public static let signIn = Label(title: "Sign in with Apple")
    /// A label that reads "Continue with Apple".
    public static let `continue` = Label(title: "Continue with Apple")
    /// A label that reads "Sign up with Apple".
    public static let signUp = Label(title: "Sign up with Apple")
  }

  /// The structure that defines styles that you use to control the button's appearance.
  public struct Style: Equatable, Sendable {
    let background: Color
    let foreground: Color
    let isOutlined: Bool

    /// A black button with a white logo and title.
    public static let black = Style(background: .black, foreground: .white, isOutlined: false)
    /// A white button with a black logo and title.
    public static let white = Style(background: .white, foreground: .black, isOutlined: false)
    /// A white button with a black logo, title and border.
    public static let whiteOutline = Style(background: .white, foreground: .black, isOutlined: true)
  }
}

/// The sizes a Sign in with Apple button draws its parts at, from its size.
struct SignInWithAppleButtonMetrics {
  /// The corner radius (an estimate; see `SignInWithAppleButton`).
  static let cornerRadius: CGFloat = 6
  /// The smallest size the HIG allows (140 × 30).
  static let minimumSize = CGSize(width: 140, height: 30)
  /// The title's point size: 43 % of the height.
  let fontSize: CGFloat
  /// The logo's size: as tall as the title's point size, five sixths as wide.
  let logoSize: CGSize
  /// The space between the logo and the title.
  let logoSpacing: CGFloat

  init(size: CGSize) {
    let height = size.height.isFinite ? max(size.height, Self.minimumSize.height) : Self.minimumSize.height
    fontSize = height * 0.43
    logoSize = CGSize(width: fontSize * 5 / 6, height: fontSize)
    logoSpacing = fontSize * 0.25
  }
}

/// An environment key for the style of Sign in with Apple buttons.
struct SignInWithAppleButtonStyleKey: EnvironmentKey {
  static let defaultValue = SignInWithAppleButton.Style.black
}

extension EnvironmentValues {
  /// The style Sign in with Apple buttons are drawn in (black unless set).
  var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
    get { self[SignInWithAppleButtonStyleKey.self] }
    set { self[SignInWithAppleButtonStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style used for displaying the control (see `SignInWithAppleButton.Style`).
  public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
    environment(\.signInWithAppleButtonStyle, style)
  }
}
