import AuthenticationServices
import SwiftUI

/// Keeps the nonce of the pending Sign in with Apple request and reads the credential it returns.
final class AppleSignInCoordinator: ObservableObject {
    @Published private(set) var displayName: String?
    @Published private(set) var failure: String?
    private var pendingNonce: String?

    func prepare(_ request: ASAuthorizationAppleIDRequest) {
        let nonce = UUID().uuidString
        pendingNonce = nonce
        request.requestedScopes = [.fullName, .email]
        request.nonce = nonce
    }

    func finish(_ result: Result<ASAuthorization, Error>) {
        switch result {
        case .success(let authorization):
            guard let credential = authorization.credential as? ASAuthorizationAppleIDCredential,
                  let token = credential.identityToken.flatMap({ String(data: $0, encoding: .utf8) }) else {
                failure = "Missing identity token"
                return
            }
            displayName = credential.fullName?.givenName ?? credential.email ?? String(token.prefix(6))
        case .failure(let error):
            if let authError = error as? ASAuthorizationError, authError.code == .canceled { return }
            failure = error.localizedDescription
        }
    }
}

struct WelcomeFeature: Identifiable {
    let id = UUID()
    let symbol: String
    let tint: Color
    let title: String
    let detail: String
}

struct WelcomeSignInScreen: View {
    @StateObject private var coordinator = AppleSignInCoordinator()
    let features: [WelcomeFeature]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 18) {
                Text("Welcome to\nPantry")
                    .font(.largeTitle.bold())
                    .padding(.top, 24)
                ForEach(features) { feature in
                    HStack(alignment: .top, spacing: 14) {
                        Image(systemName: feature.symbol)
                            .font(.title2)
                            .foregroundStyle(feature.tint)
                            .frame(width: 32)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(feature.title).font(.headline)
                            Text(feature.detail).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .padding(.horizontal, 24)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .safeAreaInset(edge: .bottom) {
            VStack(spacing: 10) {
                SignInWithAppleButton(.continue) { request in
                    coordinator.prepare(request)
                } onCompletion: { result in
                    coordinator.finish(result)
                }
                .signInWithAppleButtonStyle(.whiteOutline)
                .frame(height: 50)
                .clipShape(.rect(cornerRadius: 12))

                Button("Not now") {}
                    .font(.subheadline.weight(.semibold))
            }
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(.background)
        }
    }
}
