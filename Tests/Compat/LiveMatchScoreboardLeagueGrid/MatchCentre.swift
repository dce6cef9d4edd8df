import SwiftUI

struct Club: Identifiable, Hashable {
    var id: String { code }
    let code: String
    let color: Color
}

enum FormResult: String {
    case win = "W"
    case draw = "D"
    case loss = "L"

    var color: Color {
        switch self {
        case .win: .green
        case .draw: .gray
        case .loss: .red
        }
    }
}

struct Standing: Identifiable {
    var id: String { club.code }
    let position: Int
    let club: Club
    let played: Int
    let goalDifference: Int
    let points: Int
    let form: [FormResult]
}

struct TeamBadge: View {
    let club: Club
    var size: CGFloat = 44

    var body: some View {
        Text(club.code)
            .font(.system(size: size * 0.3, weight: .heavy))
            .foregroundStyle(.white)
            .frame(width: size, height: size)
            .background(club.color.gradient, in: Circle())
            .overlay(Circle().stroke(.white, lineWidth: 2))
    }
}

struct LiveIndicator: View {
    let minute: Int

    var body: some View {
        HStack(spacing: 4) {
            Circle()
                .fill(.red)
                .frame(width: 8, height: 8)
            Text("LIVE \(minute)'")
                .font(.caption.bold())
                .foregroundStyle(.red)
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 3)
        .background(Color.red.opacity(0.12), in: Capsule())
    }
}

struct ScoreBoard: View {
    let home: Club
    let away: Club
    let homeGoals: Int
    let awayGoals: Int
    let minute: Int

    var body: some View {
        VStack(spacing: 8) {
            LiveIndicator(minute: minute)
            HStack {
                VStack {
                    TeamBadge(club: home)
                    Text(home.code).font(.caption.weight(.semibold))
                }
                Spacer()
                Text("\(homeGoals) – \(awayGoals)")
                    .font(.system(size: 40, weight: .bold, design: .rounded))
                    .monospacedDigit()
                Spacer()
                VStack {
                    TeamBadge(club: away)
                    Text(away.code).font(.caption.weight(.semibold))
                }
            }
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
    }
}

/// One match statistic as a bar split between the two sides.
struct SplitStatBar: View {
    let title: String
    let home: Double
    let away: Double
    let homeColor: Color
    let awayColor: Color

    var body: some View {
        VStack(spacing: 4) {
            HStack {
                Text(home, format: .number)
                Spacer()
                Text(title).foregroundStyle(.secondary)
                Spacer()
                Text(away, format: .number)
            }
            .font(.caption)
            GeometryReader { proxy in
                HStack(spacing: 2) {
                    homeColor.frame(width: (proxy.size.width - 2) * home / (home + away))
                    awayColor
                }
                .clipShape(Capsule())
            }
            .frame(height: 6)
        }
    }
}

struct LeagueTable: View {
    let standings: [Standing]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 8) {
            GridRow {
                Text("#")
                Text("Club")
                Text("P").gridColumnAlignment(.trailing)
                Text("GD").gridColumnAlignment(.trailing)
                Text("Pts").gridColumnAlignment(.trailing)
                Text("Form").gridColumnAlignment(.trailing)
            }
            .font(.caption.weight(.semibold))
            .foregroundStyle(.secondary)

            Divider()
                .gridCellUnsizedAxes(.horizontal)

            ForEach(standings) { row in
                GridRow {
                    Text("\(row.position)")
                        .foregroundStyle(.secondary)
                    HStack(spacing: 6) {
                        TeamBadge(club: row.club, size: 20)
                        Text(row.club.code)
                    }
                    Text("\(row.played)")
                    Text(row.goalDifference, format: .number.sign(strategy: .always(includingZero: false)))
                    Text("\(row.points)").bold()
                    HStack(spacing: 3) {
                        ForEach(Array(row.form.enumerated()), id: \.offset) { _, result in
                            Circle()
                                .fill(result.color)
                                .frame(width: 10, height: 10)
                        }
                    }
                }
                .font(.subheadline)
            }
        }
    }
}

struct MatchCentreView: View {
    let home: Club
    let away: Club
    let standings: [Standing]

    var body: some View {
        VStack(spacing: 16) {
            ScoreBoard(home: home, away: away, homeGoals: 2, awayGoals: 1, minute: 67)
            VStack(spacing: 10) {
                SplitStatBar(title: "Possession %", home: 58, away: 42, homeColor: home.color, awayColor: away.color)
                SplitStatBar(title: "Shots", home: 9, away: 11, homeColor: home.color, awayColor: away.color)
            }
            LeagueTable(standings: standings)
        }
        .padding()
    }
}
