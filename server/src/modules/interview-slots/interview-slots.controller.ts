import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import {
  ApplicantBookingDto,
  ApplicantBookingsQueryDto,
  CreateInterviewSlotDto,
  InterviewSlotDto,
  InterviewSlotListQueryDto,
  InterviewSlotPageDto,
  InterviewSlotSeriesDto,
  SeriesPreviewDto,
  SeriesResultDto,
  SlotBookingParamsDto,
} from './dto/interview-slot.dto';
import { InterviewSlotsService } from './interview-slots.service';

@ApiTags('interview-slots')
@Access('recruiter')
@Controller('interview-slots')
export class InterviewSlotsController {
  constructor(private readonly slots: InterviewSlotsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Interview slots with their bookings: filter by vacancy, applicant and time (from, to); search; paginate',
  })
  list(@Query() query: InterviewSlotListQueryDto): InterviewSlotPageDto {
    return this.slots.list(query);
  }

  @Get('bookings')
  @ApiOperation({ summary: 'Every interview booking of an applicant, earliest first' })
  bookings(@Query() query: ApplicantBookingsQueryDto): ApplicantBookingDto[] {
    return this.slots.bookingsOf(query.applicantId);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One interview slot with its bookings' })
  @ApiErrorResponses(404)
  get(@Param('id', ParseUUIDPipe) id: string): InterviewSlotDto {
    return this.slots.get(id);
  }

  @Post()
  @ApiOperation({
    summary: 'Offer one interview slot on a vacancy that is not closed (future; one per start)',
  })
  @ApiErrorResponses(400, 409, 422)
  create(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateInterviewSlotDto,
  ): Promise<InterviewSlotDto> {
    return this.slots.create(body, auth.accountId);
  }

  @Post('series/preview')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The slots a series would make (new), and the times it would skip (exists, past)',
  })
  @ApiErrorResponses(400, 422)
  previewSeries(@Body() body: InterviewSlotSeriesDto): SeriesPreviewDto {
    return this.slots.previewSeries(body);
  }

  @Post('series')
  @ApiOperation({
    summary:
      'Offer a series of slots (chosen weekdays, hours, length) in a time zone, in one commit',
  })
  @ApiErrorResponses(400, 422)
  createSeries(
    @CurrentAuth() auth: AuthContext,
    @Body() body: InterviewSlotSeriesDto,
  ): Promise<SeriesResultDto> {
    return this.slots.createSeries(body, auth.accountId);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a slot; the people booked on it are told by e-mail. Answers the slot',
  })
  @ApiErrorResponses(404)
  remove(@Param('id', ParseUUIDPipe) id: string): Promise<InterviewSlotDto> {
    return this.slots.remove(id);
  }

  @Delete(':id/bookings/:bookingId')
  @ApiOperation({
    summary: 'Cancel one booking of a slot; the person is told by e-mail. Answers the slot',
  })
  @ApiErrorResponses(404)
  cancelBooking(@Param() params: SlotBookingParamsDto): Promise<InterviewSlotDto> {
    return this.slots.cancelBooking(params.id, params.bookingId);
  }
}
