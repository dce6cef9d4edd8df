import AuthenticationServices
import SwiftUI

enum OnboardingStep: Int, CaseIterable, Identifiable {
    case track, share, join
    var id: Int { rawValue }

    var symbol: String {
        switch self {
        case .track: "figure.run"
        case .share: "person.2.fill"
        case .join: "sparkles"
        }
    }

    var title: String {
        switch self {
        case .track: "Every run, counted"
        case .share: "Run with friends"
        case .join: "Make it yours"
        }
    }
}

struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.orange : Color.white.opacity(0.3))
                    .frame(width: index == current ? 22 : 8, height: 8)
            }
        }
    }
}

struct OnboardingPagesView: View {
    @State private var step: OnboardingStep
    var onSignedUp: (ASAuthorizationAppleIDCredential) -> Void = { _ in }

    init(startingAt step: OnboardingStep = .track) {
        _step = State(initialValue: step)
    }

    var body: some View {
        VStack(spacing: 20) {
            TabView(selection: $step) {
                ForEach(OnboardingStep.allCases) { page in
                    VStack(spacing: 16) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 64))
                            .foregroundStyle(.orange)
                        Text(page.title).font(.title2.bold())
                    }
                    .tag(page)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))

            PageDots(count: OnboardingStep.allCases.count, current: step.rawValue)

            if step == .join {
                SignInWithAppleButton(.signUp, onRequest: { request in
                    request.requestedScopes = [.fullName]
                }, onCompletion: { result in
                    if case .success(let authorization) = result,
                       let credential = authorization.credential as? ASAuthorizationAppleIDCredential {
                        onSignedUp(credential)
                    }
                })
                .signInWithAppleButtonStyle(.white)
                .frame(height: 52)
            } else {
                Button("Continue") {
                    withAnimation { step = OnboardingStep(rawValue: step.rawValue + 1) ?? .join }
                }
                .buttonStyle(.borderedProminent)
                .tint(.orange)
                .controlSize(.large)
            }
        }
        .padding(.horizontal, 24)
        .padding(.bottom, 24)
        .background(Color.black)
    }
}
