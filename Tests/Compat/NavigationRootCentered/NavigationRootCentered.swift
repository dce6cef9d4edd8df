import SwiftUI

struct ReleaseNotesView: View {
    var body: some View {
        Text("Version 2.4")
            .font(.title2)
    }
}

struct WelcomeScreen: View {
    @State private var showWhatsNew = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Image(systemName: "sparkles")
                    .font(.system(size: 40))
                    .foregroundStyle(.orange)
                NavigationLink {
                    ReleaseNotesView()
                } label: {
                    Text("Release notes")
                }
                Button("What's new") {
                    showWhatsNew = true
                }
                .buttonStyle(.borderedProminent)
            }
            .padding()
            .sheet(isPresented: $showWhatsNew) {
                ReleaseNotesView()
                    .presentationDetents([.fraction(0.25)])
            }
        }
    }
}

struct HiddenBarSplash: View {
    var body: some View {
        NavigationStack {
            Circle()
                .fill(.indigo)
                .frame(width: 60, height: 60)
                .toolbar(.hidden, for: .navigationBar)
        }
    }
}

#Preview {
    WelcomeScreen()
}
