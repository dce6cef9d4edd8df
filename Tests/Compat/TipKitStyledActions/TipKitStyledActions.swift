import SwiftUI
import TipKit

struct BackupTip: Tip {
    var title: Text {
        Text("Back up your notes")
    }

    var message: Text? {
        Text("Turn on iCloud so nothing is lost.")
    }

    var image: Image? {
        Image(systemName: "icloud")
    }

    var actions: [Action] {
        Action(id: "enable", title: "Turn On")
        Action(id: "later", title: "Later")
    }

    var options: [Option] {
        MaxDisplayCount(3)
    }
}

struct AccentBarTipStyle: TipViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .top, spacing: 10) {
            RoundedRectangle(cornerRadius: 2)
                .fill(.orange)
                .frame(width: 4)

            VStack(alignment: .leading, spacing: 6) {
                HStack(spacing: 6) {
                    configuration.image?
                        .foregroundStyle(.tint)
                    configuration.title?
                        .font(.subheadline.weight(.semibold))
                }
                configuration.message?
                    .font(.footnote)
                    .foregroundStyle(.secondary)

                HStack(spacing: 8) {
                    ForEach(configuration.actions) { action in
                        Button(action: action.handler) {
                            action.label()
                                .font(.caption.weight(.semibold))
                                .foregroundStyle(.white)
                                .frame(width: 64, height: 22)
                                .background(.tint, in: Capsule())
                        }
                        .buttonStyle(.plain)
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .fixedSize(horizontal: false, vertical: true)
        .padding(12)
    }
}

struct NotesHeader: View {
    var body: some View {
        VStack(spacing: 16) {
            TipView(BackupTip())
                .tipViewStyle(AccentBarTipStyle())
            TipView(BackupTip())
        }
        .padding()
    }
}
