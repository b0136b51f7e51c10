import { graphql } from '../gql';

export const DashboardQuery = graphql(`
  query Dashboard {
    dashboardStats {
      news
      pressCoverage
      contactMessages
      reservations
      fareRates
      registrationRequests
      newMessages
      pendingReservations
      newRegistrations
      latestMessages {
        id
        name
        subject
        createdAt
      }
      latestReservations {
        id
        reference
        kind
        passengerName
        departureLocation
        destinationLocation
        journeyDate
        numberOfPassengers
      }
    }
  }
`);

export const ContentStatsQuery = graphql(`
  query ContentStats {
    contentStats {
      news
      pressCoverage
    }
  }
`);

export const TrendsQuery = graphql(`
  query Trends($days: Int!) {
    dashboardTrends(days: $days) {
      day
      messages
      reservations
      registrations
    }
  }
`);

export const WebVitalsQuery = graphql(`
  query WebVitals($days: Int) {
    webVitals(days: $days) {
      metric
      template
      language
      p75
      good
      needsImprovement
      poor
      count
      goodUpTo
      poorAbove
    }
  }
`);
