import Foundation

/// The window a controller presents its sheet over.
public typealias ASPresentationAnchor = UIWindow

/// A controller that manages authorization requests that a provider creates. A render has no
/// Apple Account and shows no system sheet: `performRequests()` records that it was asked and
/// calls neither delegate method.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
  /// The authorization requests that the controller performs.
  public let authorizationRequests: [ASAuthorizationRequest]
  /// A delegate that the controller informs about the success or failure of an authorization attempt.
  open weak var delegate: (any ASAuthorizationControllerDelegate)?
  /// A delegate that provides a display context in which the system can present an authorization interface.
  open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?
  /// Whether `performRequests()` has been called (nothing is shown in a render).
  public private(set) var hasPerformedRequests = false

  /// Creates a controller from a collection of authorization requests.
  public init(authorizationRequests: [ASAuthorizationRequest]) {
    self.authorizationRequests = authorizationRequests
    super.init()
  }

  /// Starts the authorization flows named when the controller was created; in a render nothing is shown.
  open func performRequests() { hasPerformedRequests = true }

  /// Cancels the running authorization flows (there are none in a render).
  open func cancel() {}
}

/// The methods an authorization controller calls on its delegate (never in a render).
public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
  /// Tells the delegate that authorization completed successfully.
  func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
  /// Tells the delegate that authorization failed.
  func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
  public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
  public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// An interface the controller uses to ask its delegate for a window to present its sheet over.
public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
  /// Tells the delegate from which window it should present content to the user.
  func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}
