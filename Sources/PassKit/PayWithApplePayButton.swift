import AuthenticationServices
import Foundation

/// The label of a Pay with Apple Pay button: the words drawn before the Apple Pay mark.
public struct PayWithApplePayButtonLabel: Equatable, Sendable {
  /// The English words before the mark ("" for the mark alone).
  let prefix: String

  public static let plain = PayWithApplePayButtonLabel(prefix: "")
  public static let buy = PayWithApplePayButtonLabel(prefix: "Buy with")
  public static let addMoney = PayWithApplePayButtonLabel(prefix: "Add Money with")
  public static let book = PayWithApplePayButtonLabel(prefix: "Book with")
  public static let checkout = PayWithApplePayButtonLabel(prefix: "Check out with")
  public static let `continue` = PayWithApplePayButtonLabel(prefix: "Continue with")
  public static let contribute = PayWithApplePayButtonLabel(prefix: "Contribute with")
  public static let donate = PayWithApplePayButtonLabel(prefix: "Donate with")
  public static let inStore = PayWithApplePayButtonLabel(prefix: "Pay with")
  public static let order = PayWithApplePayButtonLabel(prefix: "Order with")
  public static let reload = PayWithApplePayButtonLabel(prefix: "Reload with")
  public static let rent = PayWithApplePayButtonLabel(prefix: "Rent with")
  public static let setUp = PayWithApplePayButtonLabel(prefix: "Set up")
  public static let subscribe = PayWithApplePayButtonLabel(prefix: "Subscribe with")
  public static let support = PayWithApplePayButtonLabel(prefix: "Support with")
  public static let tip = PayWithApplePayButtonLabel(prefix: "Tip with")
  public static let topUp = PayWithApplePayButtonLabel(prefix: "Top Up with")
}

/// The colours of a Pay with Apple Pay button.
public struct PayWithApplePayButtonStyle: Equatable, Sendable {
  enum Kind: Sendable { case automatic, black, white, whiteOutline }
  let kind: Kind

  /// Black in light mode, white in dark mode.
  public static let automatic = PayWithApplePayButtonStyle(kind: .automatic)
  /// A black button with a white mark.
  public static let black = PayWithApplePayButtonStyle(kind: .black)
  /// A white button with a black mark.
  public static let white = PayWithApplePayButtonStyle(kind: .white)
  /// A white button with a black mark and border.
  public static let whiteOutline = PayWithApplePayButtonStyle(kind: .whiteOutline)
}

/// The phases of a payment authorization a Pay with Apple Pay button reports (never in a render).
public enum PayWithApplePayButtonPaymentAuthorizationPhase {
  /// The payment sheet is about to authorize.
  case willAuthorize
  /// The user authorized the payment; report the result through the handler.
  case didAuthorize(PKPayment, (PKPaymentAuthorizationResult) -> Void)
  /// The payment sheet finished.
  case didFinish
}

/// A button to pay with Apple Pay (iOS 16): the label's words, the Apple logo and "Pay" on a
/// rounded rectangle in the environment's `PayWithApplePayButtonStyle`. It fills the space it is
/// offered (at least 100 × 30); the words are set in the system font at 43 % of the height
/// ("Pay" semibold) and the corners are rounded by 6 pt (estimates: `PKPaymentButton` publishes
/// neither). An iPhone supports Apple Pay, so the button, not its fallback, is drawn; a tap is
/// never made in a render, so no handler is called.
public struct PayWithApplePayButton<Fallback: View>: View {
  let label: PayWithApplePayButtonLabel
  let fallback: Fallback
  @Environment(\.payWithApplePayButtonStyle) private var style
  @Environment(\.colorScheme) private var colorScheme

  init(label: PayWithApplePayButtonLabel, fallback: Fallback) {
    self.label = label
    self.fallback = fallback
  }

  /// A button that calls an action when tapped, with a fallback view.
  public init(_ label: PayWithApplePayButtonLabel = .plain, action: @escaping () -> Void, @ViewBuilder fallback: () -> Fallback) {
    self.init(label: label, fallback: fallback())
  }

  /// A button that presents the payment sheet for a request, with a fallback view.
  public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
              onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void,
              @ViewBuilder fallback: () -> Fallback) {
    self.init(label: label, fallback: fallback())
  }

  public var body: some View {
    let dark = style.kind == .black || (style.kind == .automatic && colorScheme == .light)
    let background: Color = dark ? .black : .white
    let foreground: Color = dark ? .white : .black
    GeometryReader { proxy in
      let height = proxy.size.height.isFinite ? max(proxy.size.height, 30) : 30
      let fontSize = height * 0.43
      ZStack {
        RoundedRectangle(cornerRadius: 6, style: .continuous).fill(background)
        if style.kind == .whiteOutline {
          RoundedRectangle(cornerRadius: 6, style: .continuous).strokeBorder(foreground, lineWidth: 1)
        }
        HStack(spacing: fontSize * 0.25) {
          if !label.prefix.isEmpty {
            Text(label.prefix).font(.system(size: fontSize, weight: .medium))
          }
          HStack(spacing: fontSize * 0.08) {
            AppleLogoShape().fill(foreground).frame(width: fontSize * 5 / 6, height: fontSize)
            Text("Pay").font(.system(size: fontSize * 1.1, weight: .semibold))
          }
        }
        .foregroundStyle(foreground)
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .padding(.horizontal, fontSize * 0.5)
      }
    }
    .frame(minWidth: 100, minHeight: 30)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(Text(label.prefix.isEmpty ? "Apple Pay" : "\(label.prefix) Apple Pay"))
    .accessibilityAddTraits(.isButton)
  }
}

extension PayWithApplePayButton where Fallback == EmptyView {
  /// A button that calls an action when tapped.
  public init(_ label: PayWithApplePayButtonLabel = .plain, action: @escaping () -> Void) {
    self.init(label: label, fallback: EmptyView())
  }

  /// A button that presents the payment sheet for a request.
  public init(_ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
              onPaymentAuthorizationChange: @escaping (PayWithApplePayButtonPaymentAuthorizationPhase) -> Void) {
    self.init(label: label, fallback: EmptyView())
  }
}

/// An environment key for the style of Pay with Apple Pay buttons.
struct PayWithApplePayButtonStyleKey: EnvironmentKey {
  static let defaultValue = PayWithApplePayButtonStyle.automatic
}

extension EnvironmentValues {
  /// The style Pay with Apple Pay buttons are drawn in (`.automatic` unless set).
  var payWithApplePayButtonStyle: PayWithApplePayButtonStyle {
    get { self[PayWithApplePayButtonStyleKey.self] }
    set { self[PayWithApplePayButtonStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style to be used by the button (see `PayWithApplePayButtonStyle`).
  public func payWithApplePayButtonStyle(_ style: PayWithApplePayButtonStyle) -> some View {
    environment(\.payWithApplePayButtonStyle, style)
  }
}
