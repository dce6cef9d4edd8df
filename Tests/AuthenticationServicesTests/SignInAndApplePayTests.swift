import AuthenticationServices
import Foundation
import PassKit
import Specimen
import Testing

/// Sign in with Apple and Apple Pay without an Apple Account or a wallet: the buttons keep the HIG's
/// smallest size however little they are offered, and no request completes.
@MainActor @Suite struct SignInAndApplePayTests {
  @Test func buttonsKeepTheirSmallestSizeUnderEmptyAndUnspecifiedProposals() throws {
    let renderer = ViewRenderer(scale: 1)
    for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: .nan, height: -5)] {
      let signIn = try renderer.rasterize(SignInWithAppleButton(onRequest: { _ in }, onCompletion: { _ in }), in: proposal)
      #expect(signIn.width == 140 && signIn.height == 30)
      #expect(signIn.pixel(x: 4, y: 15).r == 0, "the black style fills the button")
      let pay = try renderer.rasterize(PayWithApplePayButton(action: {}), in: proposal)
      #expect(pay.width == 100 && pay.height == 30)
      #expect(signIn.diagnostics.errors.isEmpty && pay.diagnostics.errors.isEmpty)
    }
  }

  @Test func noAppleAccountAnswersNotFoundAndPerformsNothing() async throws {
    final class Delegate: NSObject, ASAuthorizationControllerDelegate {
      var calls = 0
      func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) { calls += 1 }
      func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) { calls += 1 }
    }
    let provider = ASAuthorizationAppleIDProvider()
    let request = provider.createRequest()
    request.requestedScopes = [.fullName, .email]
    #expect(request.requestedScopes == [.fullName, .email])
    #expect(try await provider.credentialState(forUserID: "001234.abcd") == .notFound)
    let delegate = Delegate()
    let controller = ASAuthorizationController(authorizationRequests: [request])
    controller.delegate = delegate
    controller.performRequests()
    #expect(controller.hasPerformedRequests && delegate.calls == 0)
  }

  @Test func noWalletCannotPayAndPresentsNothing() async {
    let request = PKPaymentRequest()
    request.paymentSummaryItems = [PKPaymentSummaryItem(label: "Beans", amount: 9.5)]
    #expect(request.paymentSummaryItems.first?.type == .final)
    #expect(!PKPaymentAuthorizationController.canMakePayments())
    #expect(!PKPaymentAuthorizationController.canMakePayments(usingNetworks: [.visa], capabilities: .threeDSecure))
    #expect(await PKPaymentAuthorizationController(paymentRequest: request).present() == false)
  }
}
