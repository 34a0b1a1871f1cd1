import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AttendanceReportPreviewSchema, AttendanceReportQuerySchema } from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import type { AttendanceReportsService } from './attendance-reports.service.js';

const staff = { access: 'staff' as const };
const tags = ['staff'];
const errors = errorResponses(400, 401, 403, 404, 429);

/** Attendance reports for the bars (docs/product-rules.md#attendance-reports). */
export function attendanceReportsRoutes(service: AttendanceReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/reports/attendance',
      {
        config: staff,
        schema: {
          tags,
          summary:
            'Attendance records for the bars as CSV: one line per lawyer, course, jurisdiction and credit type',
          querystring: AttendanceReportQuerySchema,
          response: { 200: z.string().describe('text/csv'), ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await service.csv(request.query);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );
    app.get(
      '/staff/reports/attendance/preview',
      {
        config: staff,
        schema: {
          tags,
          summary: 'The same attendance report as JSON: its line count and first lines',
          querystring: AttendanceReportQuerySchema,
          response: { 200: AttendanceReportPreviewSchema, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'private, no-store');
        return service.preview(request.query);
      },
    );
  };
}
